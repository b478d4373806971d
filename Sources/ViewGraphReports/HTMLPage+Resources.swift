// The stylesheet and the script of `viewgraph html`, inlined into every page (no
// network, no fonts to fetch). The colours are the DOT export's, so a page, a slide
// made from `export dot` and one made from `export mermaid` agree; every colour has a
// symbol or a word beside it (↻ ◦ · + ✕ Δ, A/W/R on source lines).
enum HTMLResources {
    typealias Palette = DOTExport.Palette

    static let svgDefinitions = """
        <svg width="0" height="0" style="position:absolute" aria-hidden="true" focusable="false"><defs>
        <marker id="vg-arrow" viewBox="0 0 10 10" refX="0" refY="5" markerWidth="10" markerHeight="10" markerUnits="userSpaceOnUse" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="\(Palette.edge)"/></marker>
        <marker id="vg-arrow-hot" viewBox="0 0 10 10" refX="0" refY="5" markerWidth="10" markerHeight="10" markerUnits="userSpaceOnUse" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="\(Palette.hotStroke)"/></marker>
        </defs></svg>

        """

    static let css = """
        :root { --hot-fill: \(Palette.hotFill); --hot-stroke: \(Palette.hotStroke); --dim-fill: \(Palette.dimFill);
          --dim-stroke: \(Palette.dimStroke); --dim-text: \(Palette.dimText); --gone: \(Palette.goneStroke);
          --source-fill: \(Palette.sourceFill); --edge: \(Palette.edge); --mono: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; color: #1a1a1a; background: #fff; }
        header { position: sticky; top: 0; z-index: 2; background: #fafafa; border-bottom: 1px solid #ddd; padding: 6px 16px; }
        h1 { font-size: 18px; margin: 0 0 4px; }
        h2 { font-size: 16px; margin: 0 0 8px; }
        h3 { font-size: 14px; margin: 14px 0 4px; }
        h4 { font-size: 13px; margin: 8px 0 2px; font-weight: 600; }
        .controls { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; }
        .controls button, .controls select { font: inherit; padding: 2px 10px; }
        #counter { font-weight: 600; min-width: 14em; }
        .legend { margin: 4px 0 0; color: #444; font-size: 12px; }
        :focus-visible { outline: 3px solid #1565c0; outline-offset: 2px; }
        main { display: grid; grid-template-columns: minmax(280px, 34%) 1fr; gap: 0; }
        body.comparing main { grid-template-columns: 1fr; }
        body.comparing .source-pane { display: none; }
        .source-pane { border-right: 1px solid #ddd; padding: 8px 0 8px 8px; max-height: calc(100vh - 90px); overflow: auto; position: sticky; top: 84px; }
        .source-pane h2 { font-size: 13px; font-family: var(--mono); }
        pre { font-family: var(--mono); font-size: 12px; white-space: pre-wrap; margin: 0; }
        .code .line { display: block; padding-right: 8px; }
        .code .no { display: inline-block; width: 3.2em; color: #888; text-align: right; padding-right: 4px; user-select: none; }
        .code .mark { display: inline-block; width: 1.4em; font-weight: 700; }
        .code .line.action { background: #fff3e0; } .code .line.write { background: var(--hot-fill); } .code .line.read { background: var(--source-fill); }
        .steps { padding: 8px 16px; min-width: 0; }
        body.comparing .steps { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
        .step { min-width: 0; }
        .js .step:not(.current), .js .run-error:not(.current) { display: none; }
        .variant-name { font-weight: 400; color: #555; font-size: 13px; }
        .panels { display: flex; flex-wrap: wrap; gap: 16px; }
        .panel.graph { flex: 1 1 100%; min-width: 0; overflow: auto; }
        .panel.facts { flex: 1 1 380px; min-width: 0; }
        body.comparing .panel { flex-basis: 100%; }
        svg.graph { font-family: var(--mono); font-size: 12px; max-width: 100%; height: auto; }
        .node rect { fill: #fff; stroke: #555; stroke-width: 1; }
        .node.source rect { fill: var(--source-fill); stroke: #90a4ae; }
        .node.hot rect { fill: var(--hot-fill); stroke: var(--hot-stroke); stroke-width: 2; }
        .node.hot.for-nothing rect { fill: #ffffff; }
        .node.created rect { stroke-width: 3; }
        .node.dim rect { fill: var(--dim-fill); stroke: var(--dim-stroke); stroke-dasharray: 4 3; }
        .node.dim text { fill: var(--dim-text); }
        .node.destroyed rect { fill: #fff; stroke: var(--gone); stroke-dasharray: 4 3; } .node.destroyed text { fill: var(--gone); }
        .node text { text-anchor: middle; fill: #1a1a1a; } .node .detail { font-size: 11px; }
        .node.view { cursor: pointer; } .node.view:focus { outline: none; } .node.view:focus rect, .node.selected rect { stroke: #1565c0; stroke-width: 3; }
        .edge { fill: none; stroke: var(--edge); stroke-width: 1.2; }
        .edge.dependency { stroke-dasharray: 5 3; } .edge.environmentWrite { stroke-dasharray: 1 3; }
        .edge.hot { stroke: var(--hot-stroke); stroke-width: 2.2; }
        .group rect { fill: none; stroke: var(--dim-stroke); } .group text { fill: #555; font-size: 11px; }
        dl.happened { display: grid; grid-template-columns: max-content 1fr; gap: 2px 10px; margin: 0; font-family: var(--mono); font-size: 12px; }
        dl.happened dt { font-weight: 700; } dl.happened dd { margin: 0; }
        ul.verdicts, ul.changes, ul.expectations { list-style: none; margin: 0; padding: 0; font-size: 13px; }
        .verdict { padding: 2px 4px; border-left: 4px solid transparent; }
        .verdict .symbol { display: inline-block; width: 1.3em; font-weight: 700; font-family: var(--mono); }
        .verdict .word { font-size: 11px; text-transform: uppercase; letter-spacing: .04em; color: #555; margin-right: 4px; }
        .verdict.ran, .verdict.created { background: #fff3e0; border-left-color: var(--hot-stroke); }
        .verdict.checked, .verdict.not-invalidated { color: #555; border-left-color: var(--dim-stroke); }
        .verdict.destroyed { border-left-color: var(--gone); }
        .verdict .reason { font-family: var(--mono); font-size: 12px; } .verdict .outcome { color: #555; font-style: italic; }
        button.view { font: inherit; font-family: var(--mono); font-weight: 700; background: none; border: 1px solid transparent; padding: 0 2px; cursor: pointer; color: #0d47a1; text-decoration: underline; }
        button.view[aria-pressed="true"] { border-color: #1565c0; }
        .hitch, .expectations .failed .word { color: var(--gone); }
        svg.timeline .bar { fill: #90a4ae; } svg.timeline .bar.hitch { fill: var(--gone); }
        svg.timeline .budget { stroke: var(--hot-stroke); stroke-dasharray: 4 2; } svg.timeline .budget-label { font-size: 10px; fill: var(--hot-stroke); }
        .finding { border: 1px solid var(--hot-stroke); border-radius: 6px; padding: 4px 10px; margin: 6px 0; }
        .finding p { margin: 4px 0; } .finding .fix { font-weight: 600; } .finding .refs { font-size: 12px; color: #444; }
        pre.cause, .why pre { background: #f6f8fa; padding: 6px 8px; border-radius: 4px; overflow-x: auto; }
        .why .hint { color: #555; font-size: 12px; margin: 2px 0; }
        .excerpt { display: none; }
        .js #reveal[hidden] { display: none; }
        body.predict .step:not(.revealed) .verdict .reason, body.predict .step:not(.revealed) .verdict .outcome,
        body.predict .step:not(.revealed) .node .detail, body.predict .step:not(.revealed) .why-text { visibility: hidden; }
        footer { border-top: 1px solid #ddd; padding: 4px 16px; color: #555; font-size: 12px; }
        @media print {
          @page { margin: 12mm; }
          header .controls, footer, .source-pane, .why, #reveal, .print-hidden { display: none !important; }
          body { font-size: 10px; } h2 { font-size: 13px; } h3 { font-size: 11px; margin: 6px 0 2px; } h4 { font-size: 10px; }
          pre, dl.happened, .verdict .reason, ul.verdicts { font-size: 9px; } .finding .refs { font-size: 9px; }
          .panel.graph svg.graph { max-height: 22vh; width: auto; } .finding p { margin: 1px 0; } .panels { gap: 4px; } .finding { padding: 2px 8px; margin: 2px 0; } .verdict { padding: 0 4px; }
          header { position: static; border: 0; }
          main { display: block; }
          .steps { display: block !important; padding: 0; }
          .js .step { display: none; }
          .js .step.printed, .step { break-after: page; page-break-after: always; }
          .js .step.printed { display: block !important; }
          .excerpt { display: block; }
          .panel.graph { overflow: visible; } svg.graph { max-width: 100%; height: auto; }
          .node.view:focus rect, .node.selected rect { stroke: #555; stroke-width: 1; }
          body.predict .step .verdict .reason, body.predict .step .node .detail { visibility: visible; }
        }

        """

    /// Steps and variants, the keys, permalinks (`#step-3`, `#step-3&variant=NAME`,
    /// `&compare=NAME`) and `why`. `window.viewGraph` is the hook for tests and for
    /// predict mode (issue 21): `state()`, `go(step)`, `reveal()`, `onStep(callback)`.
    static let script = """
        (function () {
          "use strict";
          var data = JSON.parse(document.getElementById("vg-data").textContent);
          var body = document.body;
          body.classList.add("js");
          var names = data.variants.map(function (v) { return v.name; });
          var state = { variant: data.variant, step: data.step, compare: false, other: null };
          var listeners = [];
          var $ = function (id) { return document.getElementById(id); };
          var variantSelect = $("variant"), otherSelect = $("other"), compareBox = $("compare");

          function info(name) { return data.variants[names.indexOf(name)] || data.variants[0]; }
          function clamp(step, name) { return Math.max(0, Math.min(step, info(name).steps)); }
          function sectionFor(name, step) {
            var all = document.querySelectorAll("#steps > section");
            for (var i = 0; i < all.length; i++) {
              var s = all[i];
              if (s.dataset.variant === name && (s.classList.contains("run-error") ? step > info(name).steps : Number(s.dataset.step) === step)) { return s; }
            }
            return null;
          }
          function markSource(section) {
            var marked = document.querySelectorAll(".code .line.action, .code .line.write, .code .line.read");
            for (var i = 0; i < marked.length; i++) {
              marked[i].classList.remove("action", "write", "read");
              marked[i].querySelector(".mark").textContent = " ";
            }
            if (!section || !section.dataset.lines) { return; }
            var kinds = { A: "action", W: "write", R: "read" };
            var first = null;
            section.dataset.lines.split(" ").forEach(function (entry) {
              var parts = entry.split(":"), line = $("L" + parts[0]);
              if (!line) { return; }
              line.classList.add(kinds[parts[1]]);
              line.querySelector(".mark").textContent = parts[1];
              if (!first) { first = line; }
            });
            var pane = document.querySelector(".source-pane");
            if (first && pane) { pane.scrollTop = Math.max(0, first.offsetTop - pane.clientHeight / 3); }
          }
          function show() {
            state.step = clamp(state.step, state.variant);
            var all = document.querySelectorAll("#steps > section");
            for (var i = 0; i < all.length; i++) { all[i].classList.remove("current", "printed"); all[i].style.order = ""; }
            var main = sectionFor(state.variant, state.step);
            if (main) { main.classList.add("current"); main.style.order = "1"; }
            document.querySelectorAll('#steps > section[data-variant="' + CSS.escape(state.variant) + '"]').forEach(function (s) { s.classList.add("printed"); });
            body.classList.toggle("comparing", state.compare && !!state.other);
            if (state.compare && state.other) {
              var other = sectionFor(state.other, clamp(state.step, state.other));
              if (other) { other.classList.add("current"); other.style.order = "2"; }
            }
            var v = info(state.variant);
            var label = state.step === 0 ? "initial render" : v.titles[state.step];
            $("counter").textContent = "step " + state.step + " of " + v.steps + " · " + label;
            $("back").disabled = state.step === 0;
            $("next").disabled = state.step >= v.steps;
            if (variantSelect) { variantSelect.value = state.variant; }
            if (compareBox) { compareBox.checked = state.compare; }
            if (otherSelect && state.other) { otherSelect.value = state.other; }
            var hash = "#step-" + state.step;
            if (state.variant !== names[0]) { hash += "&variant=" + encodeURIComponent(state.variant); }
            if (state.compare && state.other) { hash += "&compare=" + encodeURIComponent(state.other); }
            $("permalink").setAttribute("href", hash);
            if (location.hash !== hash) { history.replaceState(null, "", hash); }
            markSource(main);
            $("reveal").hidden = !data.predict;
            listeners.forEach(function (f) { f(api.state()); });
          }
          function go(step) { state.step = clamp(step, state.variant); show(); }
          function readHash() {
            var match = /^#step-(\\d+)(.*)$/.exec(location.hash);
            if (!match) { return false; }
            state.step = Number(match[1]);
            var v = /&variant=([^&]+)/.exec(match[2]), c = /&compare=([^&]+)/.exec(match[2]);
            if (v && names.indexOf(decodeURIComponent(v[1])) >= 0) { state.variant = decodeURIComponent(v[1]); }
            if (c && names.indexOf(decodeURIComponent(c[1])) >= 0) { state.compare = true; state.other = decodeURIComponent(c[1]); }
            return true;
          }
          function why(button) {
            var section = button.closest("section");
            var id = button.dataset.view;
            section.querySelectorAll(".why-text").forEach(function (p) { p.hidden = p.dataset.why !== id; });
            section.querySelectorAll("[data-view]").forEach(function (e) {
              var on = e.dataset.view === id;
              e.classList.toggle("selected", on);
              if (e.tagName === "BUTTON") { e.setAttribute("aria-pressed", on ? "true" : "false"); }
            });
          }
          document.addEventListener("keydown", function (event) {
            var tag = event.target.tagName;
            if (event.altKey || event.ctrlKey || event.metaKey || tag === "SELECT" || tag === "INPUT" || tag === "TEXTAREA") { return; }
            if (event.key === "ArrowRight") { go(state.step + 1); event.preventDefault(); }
            else if (event.key === "ArrowLeft") { go(state.step - 1); event.preventDefault(); }
            else if (event.key === "Home") { go(0); event.preventDefault(); }
            else if (event.key === "End") { go(info(state.variant).steps); event.preventDefault(); }
            else if ((event.key === "Enter" || event.key === " ") && event.target.matches && event.target.matches("g[data-view]")) { why(event.target); event.preventDefault(); }
          });
          document.addEventListener("click", function (event) {
            var target = event.target.closest && event.target.closest("[data-view]");
            if (target) { why(target); }
          });
          $("back").addEventListener("click", function () { go(state.step - 1); });
          $("next").addEventListener("click", function () { go(state.step + 1); });
          $("reveal").addEventListener("click", function () { api.reveal(); });
          if (variantSelect) {
            variantSelect.addEventListener("change", function () {
              state.variant = variantSelect.value;
              if (state.other === state.variant) { state.other = names.filter(function (n) { return n !== state.variant; })[0]; }
              show();
            });
            otherSelect.addEventListener("change", function () { state.other = otherSelect.value; show(); });
            compareBox.addEventListener("change", function () {
              state.compare = compareBox.checked;
              if (!state.other) { state.other = otherSelect.value; }
              show();
            });
          }
          window.addEventListener("hashchange", function () { if (readHash()) { show(); } });
          var api = {
            state: function () { return { variant: state.variant, step: state.step, compare: state.compare, other: state.other, predict: data.predict }; },
            go: go,
            /// Predict mode (issue 21): show the current step's verdicts.
            reveal: function () { var s = sectionFor(state.variant, state.step); if (s) { s.classList.add("revealed"); } },
            onStep: function (callback) { listeners.push(callback); }
          };
          window.viewGraph = api;
          readHash();
          show();
        })();

        """
}
