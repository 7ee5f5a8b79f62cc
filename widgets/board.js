// polislab HtmlBoard: a render Scene drawn on an HTML <canvas>, with no numpy or Pillow.
//
// A plain ES module for anywidget (no bundler). The kernel sends the scene's layers as batches
// (see polislab/widgets/html_board.py): synced traits `board`, `pieces` and `marks` (lists of
// batches), `width` and `height` (CSS px), and for an animation `frames` (marks layers shown
// `delay_ms` apart before `marks`) with `frames_id` counting the animations asked for.
// A batch is {k: kind, s: style, g: geometry}, one per run of same-style shapes, drawn as the
// ipycanvas backend (polislab/render/canvas.py) draws it: all fills of a batch, then all
// strokes. Each layer has its own offscreen canvas; the visible canvas composites them, at
// devicePixelRatio resolution so the board stays crisp on high-DPI screens.
// Clicks go back to the kernel as messages in board pixels (as ipycanvas reports them). The
// board's name and keys are polislab's Access widget's (widgets/access.js), as on ipycanvas.

const LAYERS = ["board", "pieces", "marks"];
const ALIGN = { start: "left", middle: "center", end: "right" };

function paint(ctx, style, fill, stroke) {
  if (style.fill !== null && style.fill !== undefined) {
    ctx.fillStyle = style.fill;
    fill();
  }
  if (style.stroke !== null && style.stroke !== undefined && style.stroke_width > 0) {
    ctx.strokeStyle = style.stroke;
    ctx.lineWidth = style.stroke_width;
    stroke();
  }
}

function polygonPath(ctx, points) {
  ctx.beginPath();
  points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.closePath();
}

function circlePath(ctx, [cx, cy, r]) {
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, 2 * Math.PI);
}

// One function per Scene primitive (polislab/render/scene.py: Rect, Circle, Polygon, Line, Text).
const DRAW = {
  rect(ctx, style, geometry) {
    paint(ctx, style,
      () => geometry.forEach(([x, y, w, h]) => ctx.fillRect(x, y, w, h)),
      () => geometry.forEach(([x, y, w, h]) => ctx.strokeRect(x, y, w, h)));
  },
  circle(ctx, style, geometry) {
    paint(ctx, style,
      () => geometry.forEach((g) => { circlePath(ctx, g); ctx.fill(); }),
      () => geometry.forEach((g) => { circlePath(ctx, g); ctx.stroke(); }));
  },
  polygon(ctx, style, geometry) {
    paint(ctx, style,
      () => geometry.forEach((pts) => { polygonPath(ctx, pts); ctx.fill(); }),
      () => geometry.forEach((pts) => { polygonPath(ctx, pts); ctx.stroke(); }));
  },
  // Each line is [x1, y1, x2, y2, head]: the shaft ends where the kernel's arrow_head says,
  // and head is the arrow's triangle (or null), filled in the line's colour.
  line(ctx, style, geometry) {
    ctx.strokeStyle = style.stroke;
    ctx.lineWidth = style.width;
    ctx.lineCap = "round";
    for (const [x1, y1, x2, y2] of geometry) {
      ctx.beginPath();
      ctx.moveTo(x1, y1);
      ctx.lineTo(x2, y2);
      ctx.stroke();
    }
    const heads = geometry.map((g) => g[4]).filter((h) => h);
    if (heads.length) {
      ctx.fillStyle = style.stroke;
      heads.forEach((pts) => { polygonPath(ctx, pts); ctx.fill(); });
    }
  },
  text(ctx, style, geometry) {
    ctx.font = `${style.weight} ${style.size}px sans-serif`;
    ctx.textAlign = ALIGN[style.anchor] || "center";
    ctx.textBaseline = "middle";
    ctx.fillStyle = style.fill;
    for (const [x, y, text] of geometry) ctx.fillText(text, x, y);
  },
};

function drawLayer(canvas, batches, scale) {
  const ctx = canvas.getContext("2d");
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  for (const batch of batches || []) {
    const draw = DRAW[batch.k];
    if (!draw) continue; // a primitive this front end does not know: skip it, draw the rest
    ctx.globalAlpha = batch.s.opacity ?? 1;
    draw(ctx, batch.s, batch.g);
  }
  ctx.globalAlpha = 1;
}

function render({ model, el }) {
  const visible = document.createElement("canvas");
  visible.className = "polislab-board polislab-html-board";
  el.append(visible);
  const layers = Object.fromEntries(LAYERS.map((n) => [n, document.createElement("canvas")]));
  let scale = 1;
  let timers = [];

  const composite = () => {
    const ctx = visible.getContext("2d");
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, visible.width, visible.height);
    for (const name of LAYERS) ctx.drawImage(layers[name], 0, 0);
  };

  const resize = () => {
    const w = model.get("width");
    const h = model.get("height");
    const shown = model.get("display_width") || w;
    // The layers come in canvas pixels (the kernel's density); a denser screen gets more.
    scale = Math.max(1, ((window.devicePixelRatio || 1) * shown) / w);
    for (const c of [visible, ...Object.values(layers)]) {
      c.width = Math.round(w * scale);
      c.height = Math.round(h * scale);
    }
    visible.style.width = `${shown}px`;
    visible.style.maxWidth = "100%";
    visible.style.height = "auto";
  };

  const stopAnimation = () => {
    timers.forEach(clearTimeout);
    timers = [];
  };

  const drawAll = () => {
    stopAnimation();
    resize();
    for (const name of LAYERS) drawLayer(layers[name], model.get(name), scale);
    composite();
  };

  // The marks layer shows each frame `delay_ms` apart, then the current marks.
  const animate = () => {
    stopAnimation();
    for (const name of ["board", "pieces"]) drawLayer(layers[name], model.get(name), scale);
    const frames = model.get("frames") || [];
    const delay = model.get("delay_ms");
    [...frames, model.get("marks")].forEach((batches, i) => {
      const show = () => {
        drawLayer(layers.marks, batches, scale);
        composite();
      };
      if (i === 0) show();
      else timers.push(setTimeout(show, i * delay));
    });
  };

  // One redraw per message, whatever number of traits it changed.
  let lastAnimation = model.get("frames_id");
  let pending = false;
  const onChange = () => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      const id = model.get("frames_id");
      if (id !== lastAnimation && (model.get("frames") || []).length) {
        lastAnimation = id;
        resize();
        animate();
      } else {
        lastAnimation = id;
        drawAll();
      }
    });
  };

  const where = (event) => {
    const box = visible.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) * model.get("width")) / box.width,
      y: ((event.clientY - box.top) * model.get("height")) / box.height,
    };
  };
  const onMouseDown = (event) => {
    visible.focus();
    model.send({ event: "mouse_down", ...where(event) });
  };

  visible.addEventListener("mousedown", onMouseDown);
  model.on("change", onChange);
  const media = window.matchMedia?.(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
  media?.addEventListener?.("change", drawAll); // moved to a screen of another density
  drawAll();

  return () => {
    stopAnimation();
    model.off("change", onChange);
    media?.removeEventListener?.("change", drawAll);
    visible.removeEventListener("mousedown", onMouseDown);
  };
}

export default { render };
