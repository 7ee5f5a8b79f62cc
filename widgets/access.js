// polislab Access: the screen-reader and keyboard front end of a board (or of an exercise).
//
// A plain ES module for anywidget (no bundler). Synced traits (polislab/widgets/access.py):
//   said (str), said_id (int): the latest announcement; one polite live region, made once
//     with the view, is cleared and then given each new text (so a repeated text is read too);
//   board (bool): whether this view serves the live board of the surrounding
//     .polislab-board-view; then also
//   label (str): the board's accessible name (the position in one sentence),
//   description (str): the whole position, tied to the board with aria-describedby,
//   key_list (list of [key, what]): the keys, shown by "?" or the Keys button;
//   keys_kept_in (str): a CSS class of the widget around this view whose select lists keep
//     their keys (data-lm-suppress-shortcuts on each, as it appears): JupyterLab's notebook
//     shortcuts take a collapsed drop-down's keys otherwise (ipywidgets issue 3912), Up and
//     Down selecting another cell and letters running commands.
//
// The board canvas (ipycanvas's or polislab's own) gets role=img, its name and tabindex=0.
// Its keys are taken in the capture phase on the board's box, before the canvas's own
// listener (ipycanvas cancels every key, Tab included): Tab and shortcuts with Ctrl, Alt or
// Meta pass untouched (Tab leaves the board), the board's keys go to the kernel as
// {event: "key", key, shift}, and nothing reaches JupyterLab's notebook shortcuts. A mouse-down
// focuses the canvas without scrolling the page, so that a click names the place clicked.

let counter = 0;
const HANDLED = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Enter", " ",
  "Escape", "Home", "End"]);

function make(tag, className, attrs = {}, text = "") {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  if (text) node.textContent = text;
  return node;
}

function render({ model, el }) {
  counter += 1;
  const id = `polislab-access-${counter}-${Math.random().toString(36).slice(2, 8)}`;
  el.classList.add("polislab-access");
  // The one live region of this widget: made now, before it has anything to say.
  const live = make("div", "polislab-sr-only polislab-live", {
    role: "status", "aria-live": "polite", "aria-atomic": "true",
  });
  el.append(live);
  let lastSaid = null;
  let sayTimer = null;
  const say = () => {
    const said = model.get("said_id");
    if (said === lastSaid) return;
    lastSaid = said;
    live.textContent = ""; // cleared first: the same words twice are read twice
    clearTimeout(sayTimer);
    sayTimer = setTimeout(() => { live.textContent = model.get("said"); }, 60);
  };
  model.on("change:said_id", say);
  if (model.get("said")) { lastSaid = model.get("said_id"); live.textContent = model.get("said"); }

  let keeper = null;
  let keepTimer = null;
  const keepKeys = () => {
    const host = el.closest(`.${model.get("keys_kept_in")}`);
    if (!host) { keepTimer = setTimeout(keepKeys, 50); return; }
    const mark = () => {
      for (const list of host.querySelectorAll("select:not([data-lm-suppress-shortcuts])")) {
        list.setAttribute("data-lm-suppress-shortcuts", "true");
      }
    };
    keeper = new MutationObserver(mark);
    keeper.observe(host, { childList: true, subtree: true });
    mark();
  };
  if (model.get("keys_kept_in")) keepKeys();
  const stopKeeping = () => { keeper?.disconnect(); clearTimeout(keepTimer); };

  if (!model.get("board")) {
    return () => { model.off("change:said_id", say); clearTimeout(sayTimer); stopKeeping(); };
  }

  const description = make("div", "polislab-sr-only", { id: `${id}-description` });
  const bar = make("div", "polislab-keys-bar");
  const toggle = make("button", "polislab-keys-button", {
    type: "button", "aria-expanded": "false", "aria-controls": `${id}-keys`,
  }, "Keys (?)");
  const help = make("div", "polislab-keys-help", { id: `${id}-keys` });
  help.hidden = true;
  bar.append(toggle);
  el.append(description, bar, help);

  const showKeys = (open) => {
    help.hidden = !open;
    toggle.setAttribute("aria-expanded", open ? "true" : "false");
  };
  const fillKeys = () => {
    const list = make("dl", "polislab-keys-list");
    for (const [key, what] of model.get("key_list") || []) {
      list.append(make("dt", "", {}, key), make("dd", "", {}, what));
    }
    help.replaceChildren(make("p", "polislab-keys-title", {}, "Keys on the board"), list);
    bar.hidden = !(model.get("key_list") || []).length;
  };
  toggle.addEventListener("click", () => showKeys(help.hidden));

  let canvas = null;
  let box = null;
  const name = () => {
    if (!canvas) return;
    canvas.setAttribute("aria-label", model.get("label") || "Game board");
    description.textContent = model.get("description");
  };
  const onKey = (event) => {
    if (event.target !== canvas) return;
    // From here on the canvas's own listener never sees the key.
    event.stopPropagation();
    if (event.key === "Tab" || event.ctrlKey || event.altKey || event.metaKey) return;
    if (event.key === "?") {
      event.preventDefault();
      showKeys(help.hidden);
    }
    if (HANDLED.has(event.key) || /^[a-zA-Z0-9?]$/.test(event.key)) {
      event.preventDefault();
      model.send({ event: "key", key: event.key, shift: event.shiftKey });
    }
  };
  // A mouse-down focuses the canvas here, before the canvas's own listener, and without
  // scrolling: that listener focuses it and then reads the click's place, and focusing a board
  // partly scrolled out of view scrolled it in first, so the place read was another one.
  const onPress = (event) => {
    if (event.target === canvas && document.activeElement !== canvas) {
      canvas.focus({ preventScroll: true });
    }
  };
  const attach = () => {
    const root = el.closest(".polislab-board-view");
    const found = root?.querySelector("canvas.polislab-board");
    if (!found || found === canvas) return;
    if (box) box.removeEventListener("keydown", onKey, true);
    if (box) box.removeEventListener("mousedown", onPress, true);
    canvas = found;
    box = root;
    canvas.setAttribute("role", "img");
    canvas.setAttribute("tabindex", "0");
    canvas.setAttribute("aria-describedby", `${id}-description`);
    canvas.setAttribute("aria-keyshortcuts", "ArrowUp ArrowDown ArrowLeft ArrowRight Enter Escape");
    root.setAttribute("data-lm-suppress-shortcuts", "true"); // JupyterLab: not a notebook key
    box.addEventListener("keydown", onKey, true);
    box.addEventListener("mousedown", onPress, true);
    name();
  };
  // The canvas's view may come into the page after this one: watch the board's box.
  const observer = new MutationObserver(attach);
  const start = () => {
    const root = el.closest(".polislab-board-view");
    if (!root) { setTimeout(start, 50); return; }
    observer.observe(root, { childList: true, subtree: true });
    attach();
  };
  start();

  model.on("change:label", name);
  model.on("change:description", name);
  model.on("change:key_list", fillKeys);
  fillKeys();

  return () => {
    observer.disconnect();
    clearTimeout(sayTimer);
    stopKeeping();
    if (box) box.removeEventListener("keydown", onKey, true);
    if (box) box.removeEventListener("mousedown", onPress, true);
    model.off("change:said_id", say);
    model.off("change:label", name);
    model.off("change:description", name);
    model.off("change:key_list", fillKeys);
  };
}

export default { render };
