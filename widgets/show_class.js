// "Show the class": the Share box's QR code over the whole page, as large as the screen
// allows (the viewport's smaller side, less a white margin and the lines under it), with the
// moment in words and its code under it. A dialog: focus moves to its Close button and back
// to "Show the class" when it closes (Escape, Close or a click anywhere). It is put in the
// page's body, not in the notebook: a notebook's cells may contain their layout, and a fixed
// box inside them would be cut to the cell. The same file scrolls the Share box into view
// when it opens (the kernel sets opened_at).
const MARGIN = 16; // CSS px of white around the QR code and between it and the text
let counter = 0;

function makeButton(label, icon, className) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = `lm-Widget jupyter-widgets jupyter-button widget-button ${className}`;
  button.style.width = "auto";
  const i = document.createElement("i");
  i.className = `fa ${icon}`;
  i.setAttribute("aria-hidden", "true");
  const words = document.createElement("span");
  words.textContent = label;
  button.append(i, words);
  return button;
}

// The dialog, made when it opens and removed when it closes.
function openClassView(model, opener) {
  counter += 1;
  const titleId = `polislab-class-view-title-${counter}`;
  const view = document.createElement("div");
  view.className = "polislab-class-view";
  view.setAttribute("role", "dialog");
  view.setAttribute("aria-modal", "true");
  view.setAttribute("aria-labelledby", titleId);
  const figure = document.createElement("figure");
  figure.setAttribute("role", "img");
  figure.setAttribute("aria-label", "QR code of this moment: scan it to open the same board");
  figure.innerHTML = model.get("qr");
  const caption = document.createElement("div");
  caption.className = "polislab-class-view-caption";
  const title = document.createElement("p");
  title.id = titleId;
  title.className = "polislab-class-view-words";
  title.textContent = model.get("words");
  const code = document.createElement("p");
  code.className = "polislab-class-view-code";
  code.textContent = model.get("code");
  const close = makeButton("Close", "fa-times", "polislab-class-view-close");
  close.title = "Close the large QR code (Escape, or a click anywhere)";
  caption.append(title, code, close);
  view.append(figure, caption);
  document.body.appendChild(view);

  const svg = figure.querySelector("svg");
  // Squares of whole pixels (a multiple of the code's width in squares): sharp edges, which
  // a phone reads best.
  const squares = svg?.viewBox.baseVal.width || 1;
  const fit = () => {
    const room = Math.min(window.innerWidth - 2 * MARGIN,
                          window.innerHeight - caption.offsetHeight - 3 * MARGIN);
    const side = `${Math.max(Math.floor(room / squares) * squares, squares)}px`;
    if (svg) {
      svg.style.width = side;
      svg.style.height = side;
    }
    caption.style.maxWidth = `${Math.max(window.innerWidth - 2 * MARGIN, 200)}px`;
  };
  const shut = () => {
    window.removeEventListener("resize", fit);
    view.remove();
    if (opener.isConnected) opener.focus();
  };
  view.addEventListener("keydown", (event) => {
    event.stopPropagation(); // not also a notebook shortcut
    if (event.key === "Escape") {
      event.preventDefault();
      shut();
    } else if (event.key === "Tab") {
      event.preventDefault(); // Close is the dialog's one control: focus stays in it
      close.focus();
    }
  });
  view.addEventListener("click", shut); // a click anywhere, Close included
  window.addEventListener("resize", fit);
  fit();
  close.focus();
  return shut;
}

// The Share box (the ancestor with class polislab-share) scrolled into view once it shows and
// its parts are drawn: its height unchanged over a few frames (at most two seconds).
function scrollShareIntoView(el) {
  const box = el.closest(".polislab-share");
  if (!box) return;
  let last = -1;
  let steady = 0;
  const started = performance.now();
  const step = () => {
    const height = box.getBoundingClientRect().height;
    steady = height > 0 && height === last ? steady + 1 : 0;
    last = height;
    if (steady >= 3) {
      box.scrollIntoView({ block: "nearest", inline: "nearest" });
    } else if (performance.now() - started < 2000) {
      requestAnimationFrame(step);
    }
  };
  requestAnimationFrame(step);
}

// An opening the kernel made this recently (ms) is the one this view was made for.
const RECENT_MS = 10000;

function render({ model, el }) {
  const button = makeButton("Show the class", "fa-expand", "polislab-show-class");
  button.title = "The QR code as large as the screen, to show the class (Escape closes it)";
  button.setAttribute("aria-haspopup", "dialog");
  let shut = null;
  button.addEventListener("click", () => {
    shut = openClassView(model, button);
  });
  el.appendChild(button);
  const opened = () => scrollShareIntoView(el);
  model.on("change:opened_at", opened);
  // The first opening makes this view: it comes after the kernel asked for the scroll.
  if (Date.now() - model.get("opened_at") < RECENT_MS) opened();
  return () => {
    model.off("change:opened_at", opened);
    if (shut) shut();
  };
}

export default { render };
