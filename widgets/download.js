// "Download my results": the browser saves the learner's results (the text the kernel keeps in
// the model) as a file, with no server: a Blob and a link with the download attribute.
function render({ model, el }) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "jupyter-button widget-button polislab-download";
  const refresh = () => {
    button.textContent = model.get("label");
    button.title = `Save ${model.get("filename")}: your exercise results, to hand in`;
  };
  refresh();
  model.on("change:label change:filename", refresh);
  button.addEventListener("click", () => {
    const blob = new Blob([model.get("text")], { type: "application/json" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = model.get("filename");
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  });
  el.appendChild(button);
}

export default { render };
