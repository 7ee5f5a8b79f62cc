// polislab TutorialControls: the buttons, step list and narration of a TutorialPlayer.
//
// A plain ES module for anywidget (no bundler). Synced traits (see polislab/widgets/tutorial.py):
//   step (int), titles (list of str), narration (str), heading (str),
//   mode ("script" | "free"), playing (bool), interval_ms (int), free_status (str),
//   locked (str: why the buttons wait, "" while they work; a follower's board).
// The kernel owns the board: this module only moves `step`, `mode` and `playing`. While
// `locked`, a button or key pressed moves nothing and tells the kernel
// ({event: "locked", control}), which says why it waits, as a click on the board does.
// Every class name starts with "polislab-" because anywidget CSS is global.

const KEYS = new Set(["ArrowLeft", "ArrowRight", "Home", "End"]);

function lastStep(model) {
  return Math.max(0, (model.get("titles") || []).length - 1);
}

function goTo(model, step) {
  const target = Math.min(Math.max(step, 0), lastStep(model));
  if (target !== model.get("step")) {
    model.set("step", target);
    model.save_changes();
  }
}

// The Play timer lives with the model (once per page), not with each view, so two views of
// one player never step twice per tick.
function initialize({ model }) {
  let timer = null;
  const stop = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  const tick = () => {
    const step = model.get("step");
    if (model.get("mode") !== "script" || step >= lastStep(model)) {
      model.set("playing", false);
    } else {
      model.set("step", step + 1);
      if (step + 1 >= lastStep(model)) model.set("playing", false);
    }
    model.save_changes();
  };
  const sync = () => {
    stop();
    if (model.get("playing")) timer = setInterval(tick, Math.max(200, model.get("interval_ms")));
  };
  model.on("change:playing", sync);
  model.on("change:interval_ms", sync);
  sync();
  return () => {
    stop();
    model.off("change:playing", sync);
    model.off("change:interval_ms", sync);
  };
}

function make(tag, className, attrs = {}, text = "") {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  if (text) node.textContent = text;
  return node;
}

function button(name, label, icon, text) {
  const node = make("button", `polislab-tutorial-button polislab-tutorial-${name}`, {
    type: "button",
    "aria-label": label,
  });
  node.dataset.action = name;
  const mark = make("span", "polislab-tutorial-icon", { "aria-hidden": "true" }, icon);
  const words = make("span", "polislab-tutorial-words", {}, text);
  node.append(mark, words);
  return node;
}

function setButton(node, { label, icon, text, disabled }) {
  if (label !== undefined) node.dataset.label = label;
  if (icon !== undefined) node.querySelector(".polislab-tutorial-icon").textContent = icon;
  if (text !== undefined) node.querySelector(".polislab-tutorial-words").textContent = text;
  // aria-disabled rather than disabled: a focused button keeps focus when it reaches an end.
  if (disabled !== undefined) node.setAttribute("aria-disabled", disabled ? "true" : "false");
}

function render({ model, el }) {
  const root = make("div", "polislab-tutorial", {
    tabindex: "0",
    role: "group",
    "aria-roledescription": "tutorial controls",
  });
  const heading = make("div", "polislab-tutorial-heading");
  const bar = make("div", "polislab-tutorial-bar", { role: "toolbar", "aria-label": "Steps" });
  const prev = button("previous", "Previous step", "\u25C0", "Previous");
  const play = button("play", "Play the steps one after another", "\u25B6", "Play");
  const next = button("next", "Next step", "\u25B6", "Next");
  const reset = button("reset", "Reset: back to the first step", "\u21BA", "Reset");
  bar.append(prev, play, next, reset);

  // One polite live region: "Step 2 of 5: title" and the narration, read together.
  const live = make("div", "polislab-tutorial-live", { "aria-live": "polite", "aria-atomic": "true" });
  const where = make("div", "polislab-tutorial-where");
  // As tall as the step needs (a 60-word step shows whole); a longer text scrolls, and only
  // then is it a focus stop, so that the keyboard can scroll it too.
  const narration = make("p", "polislab-tutorial-narration", {
    role: "region", "aria-label": "Narration of the step",
  });
  live.append(where, narration);
  const locked = make("p", "polislab-tutorial-locked", { role: "note" });
  locked.id = `polislab-tutorial-locked-${Math.random().toString(36).slice(2)}`;

  const tryIt = button("try", "Try it yourself: play on from this step", "\u270E", "Try it yourself");
  // The step list folds away: the board, the narration and Next stay on one screen.
  const fold = make("details", "polislab-tutorial-fold");
  const summary = make("summary", "polislab-tutorial-summary", {}, "All steps");
  const list = make("ol", "polislab-tutorial-steps", { "aria-label": "Go to a step" });
  const hint = make("p", "polislab-tutorial-hint", {}, "Keys: \u2190 \u2192 step, Home / End.");
  fold.append(summary, list, hint);
  const foot = make("div", "polislab-tutorial-foot");
  foot.append(tryIt, fold);
  root.append(heading, locked, bar, live, foot);
  el.append(root);

  let items = [];
  const buildList = () => {
    list.replaceChildren();
    items = (model.get("titles") || []).map((title, index) => {
      const item = make("li", "polislab-tutorial-item");
      const go = make("button", "polislab-tutorial-step", {
        type: "button",
        "aria-label": `Go to step ${index + 1}: ${title}`,
      }, title);
      go.dataset.step = String(index);
      item.append(go);
      list.append(item);
      return go;
    });
  };

  const update = () => {
    const step = model.get("step");
    const count = (model.get("titles") || []).length;
    const titles = model.get("titles") || [];
    const free = model.get("mode") === "free";
    const playing = model.get("playing");
    const wait = model.get("locked") || "";
    heading.textContent = model.get("heading");
    heading.hidden = !model.get("heading");
    locked.textContent = wait;
    locked.hidden = !wait;
    summary.textContent = `All steps (${count})`;
    root.setAttribute("aria-label", `Tutorial: ${model.get("heading") || "steps"}`);
    root.classList.toggle("polislab-tutorial-free", free);
    where.textContent = free
      ? `Your game, from step ${step + 1} of ${count}`
      : `Step ${step + 1} of ${count}${titles[step] ? ": " + titles[step] : ""}`;
    // In free mode the narration's box tells the learner what to do (same place).
    narration.textContent = free ? model.get("free_status") : model.get("narration");
    fitNarration();
    const stuck = free || !!wait;
    setButton(prev, { disabled: stuck || step <= 0 });
    setButton(next, { disabled: stuck || step >= count - 1 });
    setButton(reset, { disabled: stuck });
    setButton(play, playing
      ? { label: "Pause", icon: "\u275A\u275A", text: "Pause", disabled: stuck }
      : { label: "Play the steps one after another", icon: "\u25B6", text: "Play",
          disabled: stuck || count < 2 });
    setButton(tryIt, free
      ? { label: "Back to the script: show the tutorial's step again (Y on the board)",
          icon: "\u21A9", text: "Back to the script", disabled: !!wait }
      : { label: "Try it yourself: play on from this step (Y on the board)", icon: "\u270E",
          text: "Try it yourself", disabled: !!wait });
    items.forEach((go, index) => {
      if (index === step) go.setAttribute("aria-current", "step");
      else go.removeAttribute("aria-current");
      go.setAttribute("aria-disabled", stuck ? "true" : "false");
    });
    for (const node of [prev, play, next, reset, tryIt, ...items]) sayWaiting(node, wait);
  };
  // While the buttons wait, each says so in its name and tooltip, and points to the note that
  // says why (a follower's board: "Following the teacher: ...").
  const sayWaiting = (node, wait) => {
    const label = node.dataset.label || node.getAttribute("aria-label") || "";
    if (!node.dataset.label) node.dataset.label = label;
    node.setAttribute("aria-label", wait ? `${label} (waits)` : label);
    if (wait) {
      node.title = `${label}: waits. ${wait}`;
      node.setAttribute("aria-describedby", locked.id);
    } else {
      node.removeAttribute("title");
      node.removeAttribute("aria-describedby");
    }
  };
  // A focus stop only while the text overflows its box (so that the keyboard can scroll it).
  const fitNarration = () => {
    if (narration.scrollHeight > narration.clientHeight + 1) narration.setAttribute("tabindex", "0");
    else narration.removeAttribute("tabindex");
  };
  const resizing = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(fitNarration);
  if (resizing) resizing.observe(narration);

  const act = (name, stepText) => {
    if (model.get("locked")) { // a follower's board: the teacher steps; the kernel says so
      model.send({ event: "locked", control: name });
      return;
    }
    const free = model.get("mode") === "free";
    if (name === "try") {
      model.set("playing", false);
      model.set("mode", free ? "script" : "free");
      model.save_changes();
      return;
    }
    if (free) return; // the learner is playing: navigation waits for "Back to the script"
    const step = model.get("step");
    if (name === "play") {
      const start = !model.get("playing");
      if (start && step >= lastStep(model)) model.set("step", 0); // play again from the start
      model.set("playing", start);
      model.save_changes();
      return;
    }
    if (model.get("playing")) {
      model.set("playing", false); // a step chosen by hand pauses the show
      model.save_changes();
    }
    if (name === "previous") goTo(model, step - 1);
    else if (name === "next") goTo(model, step + 1);
    else if (name === "reset") goTo(model, 0);
    else if (name === "first") goTo(model, 0);
    else if (name === "last") goTo(model, lastStep(model));
    else if (name === "goto") goTo(model, Number(stepText));
  };

  const onClick = (event) => {
    const target = event.target.closest("button");
    if (!target || !root.contains(target)) return;
    if (target.dataset.step !== undefined) act("goto", target.dataset.step);
    else act(target.dataset.action);
  };
  const onKey = (event) => {
    if (!KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    event.stopPropagation(); // keep JupyterLab's notebook shortcuts out of it
    const names = { ArrowLeft: "previous", ArrowRight: "next", Home: "first", End: "last" };
    act(names[event.key]);
  };
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKey);

  const onTitles = () => {
    buildList();
    update();
  };
  const events = ["change:step", "change:narration", "change:heading", "change:mode",
    "change:playing", "change:free_status", "change:locked"];
  for (const name of events) model.on(name, update);
  model.on("change:titles", onTitles);
  onTitles();

  return () => {
    if (resizing) resizing.disconnect();
    for (const name of events) model.off(name, update);
    model.off("change:titles", onTitles);
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKey);
  };
}

export default { initialize, render };
