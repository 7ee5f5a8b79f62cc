// A download button ("My results", "Download the lesson"): the browser saves the text the
// kernel keeps in the model as a file, with no server: a Blob and a link with the download attribute. The button
// is made as ipywidgets makes its buttons (the same classes, an icon, its width), so that it
// looks like its neighbours, Check, Hint and Show answer.
function render({ model, el }) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "lm-Widget jupyter-widgets jupyter-button widget-button polislab-download";
  button.style.width = "auto";
  const icon = document.createElement("i");
  icon.className = "fa fa-download";
  icon.setAttribute("aria-hidden", "true");
  const words = document.createElement("span");
  button.append(icon, words);
  const refresh = () => {
    words.textContent = model.get("label");
    button.title = `Download ${model.get("filename")}: ${model.get("about")}`;
    button.setAttribute("aria-label", `${model.get("spoken")} (${model.get("filename")})`);
  };
  refresh();
  model.on("change:label change:filename change:about change:spoken", refresh);
  button.addEventListener("click", () => {
    const blob = new Blob([model.get("text")], { type: model.get("mime") });
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
