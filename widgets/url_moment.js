// A moment given in the page's address (…/notebooks/index.html?path=sieges.ipynb&moment=…, the
// link form of a moment code): handed to the kernel once, so that the tutorial player of that
// notebook opens at that moment. Nothing is shown.
function render({ model, el }) {
  el.style.display = "none";
  const code = new URLSearchParams(window.location.search).get("moment");
  if (code && !model.get("code")) {
    model.set("code", code);
    model.save_changes();
  }
}

export default { render };
