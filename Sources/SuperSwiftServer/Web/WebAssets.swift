/// The web app's stylesheet and script, served from the server itself (`/web/app.css`,
/// `/web/app.js`): the pages' Content-Security-Policy allows no inline script and no other
/// origin. Every page works without the script; it adds live search, the editor, diagnostics
/// as you type, the live log and copying.
enum WebAssets {
  /// One look for every page, light and dark, a phone (390 px) to a desktop.
  static let css = """
    :root{--accent:#0a64d6;--primary:#1c1c1e;--secondary:#6c6c70;--bg:#f2f2f7;--card:#fff;--line:#d1d1d6;
    --red:#d70015;--green:#248a3d;--orange:#c93400;--code:#f6f6f8;color-scheme:light dark}
    @media (prefers-color-scheme:dark){:root{--accent:#409cff;--primary:#f2f2f7;--secondary:#aeaeb2;--bg:#000;
    --card:#1c1c1e;--line:#38383a;--red:#ff6961;--green:#30db5b;--orange:#ffb340;--code:#111114}}
    *{box-sizing:border-box}
    [hidden]{display:none!important}
    html{scroll-padding-top:72px}
    body{margin:0;background:var(--bg);color:var(--primary);font:16px/1.45 system-ui,-apple-system,sans-serif}
    a{color:var(--accent)}
    a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible,
    summary:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
    .skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;z-index:9;background:var(--card);padding:8px}
    nav.top{position:sticky;top:0;z-index:20;display:flex;flex-wrap:wrap;align-items:center;gap:4px 16px;
    padding:10px max(16px,calc((100% - 960px)/2 + 16px));padding-top:max(10px,env(safe-area-inset-top));border-bottom:1px solid var(--line);
    background:color-mix(in srgb,var(--bg) 92%,transparent);backdrop-filter:blur(8px)}
    nav.top .brand{font-weight:700;color:var(--primary);text-decoration:none;margin-right:auto}
    nav.top a{text-decoration:none;padding:4px 2px}nav.top a[aria-current=page]{font-weight:600;color:var(--primary)}
    nav.top form{margin:0}nav.top button{margin:0;padding:4px 10px}
    main{max-width:960px;margin:0 auto;padding:16px;overflow-wrap:anywhere;
    padding-left:max(16px,env(safe-area-inset-left));padding-right:max(16px,env(safe-area-inset-right));
    padding-bottom:max(16px,env(safe-area-inset-bottom))}
    html,body{overscroll-behavior-y:contain}
    img.app-icon{border-radius:20px}
    h1{font-size:26px;margin:8px 0 12px}h2{font-size:19px;margin:24px 0 8px}
    .card{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:14px 16px;margin:12px 0}
    .row{display:flex;flex-wrap:wrap;align-items:center;gap:8px}
    .muted,small{color:var(--secondary)}
    label{display:block;margin:12px 0 4px;font-weight:600}
    label.inline{display:inline-flex;gap:6px;align-items:center;font-weight:400;margin:8px 12px 0 0}
    .help{display:block;font-weight:400;font-size:14px;color:var(--secondary)}
    [aria-invalid=true]{border-color:var(--red)!important;outline:2px solid var(--red)}
    input,select,textarea,button{font:inherit;color:inherit;max-width:100%}
    input[type=text],input[type=search],input[type=number],input[type=password],input[type=date],
    input[type=datetime-local],input[type=url],select,textarea{width:100%;padding:8px 10px;border:1px solid var(--line);
    border-radius:8px;background:var(--card)}
    textarea{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:14px}
    button,.button{display:inline-block;padding:8px 16px;border-radius:8px;border:1px solid var(--line);
    background:var(--card);cursor:pointer;text-decoration:none;color:var(--primary)}
    button.primary,.button.primary{background:var(--accent);border-color:var(--accent);color:#fff}
    button.danger{color:var(--red)}
    .actions{display:flex;flex-wrap:wrap;gap:8px;margin:12px 0}.actions form{margin:0}
    ul.list{list-style:none;padding:0;margin:0;background:var(--card);border:1px solid var(--line);border-radius:12px}
    ul.list>li{padding:12px 16px;border-top:1px solid var(--line);display:flex;flex-wrap:wrap;gap:4px 12px;
    align-items:baseline}
    ul.list>li:first-child{border-top:0}ul.list>li .name{font-weight:600;flex:1 1 12rem}
    ul.list>li .meta{font-size:14px;color:var(--secondary)}
    ul.schedules>li{align-items:center}ul.schedules>li .meta{font-weight:400;margin-top:2px}ul.schedules .actions{margin:0}
    .status{font-weight:600}.status.finished{color:var(--green)}
    .status.failed,.status.crashed,.status.buildFailed,.status.timedOut,.status.interrupted,.error{color:var(--red)}
    .status.running,.status.cancelled{color:var(--orange)}
    .notice{background:color-mix(in srgb,var(--accent) 12%,var(--card));border-radius:10px;padding:10px 14px}
    .error.box{background:color-mix(in srgb,var(--red) 10%,var(--card));border-radius:10px;padding:10px 14px}
    pre{background:var(--code);border:1px solid var(--line);padding:10px 12px;border-radius:8px;overflow:auto;
    max-width:100%;white-space:pre-wrap;word-break:break-word;font-size:14px}
    pre.log{max-height:24rem}
    ol.source{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:14px;background:var(--code);
    border:1px solid var(--line);border-radius:8px;margin:0;padding:8px 8px 8px 3.6em;overflow:auto}
    ol.source li{white-space:pre-wrap;word-break:break-word;color:var(--primary)}
    pre.diff{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:13px;background:var(--code);
    padding:12px;border-radius:10px;overflow-x:auto;white-space:pre-wrap;word-break:break-word}
    .diff-added{background:color-mix(in srgb,var(--green) 22%,transparent);display:inline-block;width:100%}
    .diff-removed{background:color-mix(in srgb,var(--red) 22%,transparent);display:inline-block;width:100%}
    .diff-hunk{color:var(--secondary)}.diff-file{font-weight:600}
    ol.source li::marker{color:var(--secondary);font-size:12px}ol.source li:target{background:color-mix(in srgb,var(--red) 18%,transparent)}
    .filters{display:flex;flex-wrap:wrap;gap:8px;align-items:end;margin-bottom:12px}.filters label{margin:0}
    .filters>*{flex:1 1 9rem}.filters button{flex:0 0 auto}
    .tabs{display:flex;flex-wrap:wrap;gap:6px;margin:8px 0}.tabs a{padding:4px 10px;border-radius:6px;
    border:1px solid var(--line);text-decoration:none}.tabs a[aria-current=page]{background:var(--accent);color:#fff}
    #diagnostics{list-style:none;padding:0;margin:8px 0}#diagnostics li{padding:4px 0;font-size:14px}
    #diagnostics .error{color:var(--red)}#diagnostics .warning{color:var(--orange)}
    .CodeMirror{height:auto;min-height:18rem;max-height:70vh;border:1px solid var(--line);border-radius:8px;font-size:14px}
    .CodeMirror-scroll{min-height:18rem;max-height:70vh}
    .cm-line-error{background:color-mix(in srgb,var(--red) 14%,transparent)}
    .cm-line-warning{background:color-mix(in srgb,var(--orange) 14%,transparent)}
    .CodeMirror-gutter.diagnostics{width:1.1em}
    .CodeMirror-hints{font-size:14px;max-height:40vh;max-width:min(36rem,92vw);z-index:20}
    .CodeMirror-hint{padding:2px 6px}.CodeMirror-hint .kind{color:var(--secondary);font-size:12px;margin-left:.6em}
    .CodeMirror-hint .detail{display:block;color:var(--secondary);font-size:12px;white-space:normal}
    li.CodeMirror-hint-active .kind,li.CodeMirror-hint-active .detail{color:#fff}
    #hover-card,#signature-card{position:fixed;z-index:30;max-width:min(32rem,92vw);max-height:40vh;overflow:auto;padding:8px 10px;
    background:var(--card);border:1px solid var(--line);border-radius:8px;box-shadow:0 4px 16px rgb(0 0 0/.15);
    font-size:14px;white-space:pre-wrap}#hover-card pre{margin:.4em 0;white-space:pre-wrap}
    #signature-card code{font-size:13px}#signature-card strong{color:var(--accent,#0a66d6)}#signature-card .doc{display:block;margin-top:4px;color:var(--secondary)}
    #runtime-source{max-width:min(60rem,96vw);width:100%}#runtime-source pre{max-height:70vh;overflow:auto;font-size:13px}
    #runtime-source mark{display:block}
    .marker{display:inline-block;width:.8em;text-align:center;font-weight:700}
    .marker.error{color:var(--red)}.marker.warning{color:var(--orange)}
    .result img{max-width:100%}
    fieldset{border:0;padding:0;margin:0}legend{font-weight:600;margin-top:12px}
    ol.steps li{margin:.6rem 0}code.copy{user-select:all;word-break:break-all}
    figure.qr{text-align:center;margin:1rem 0}figure.qr svg{max-width:100%;height:auto;background:#fff}
    .pager{display:flex;justify-content:space-between;margin:12px 0}
    .workbench{display:grid;grid-template-columns:minmax(0,1fr);gap:0 24px}
    @media (min-width:1100px){main:has(.workbench){max-width:1400px}
    .workbench{grid-template-columns:minmax(0,3fr) minmax(0,2fr)}.run-panel{position:sticky;top:64px;align-self:start;
    max-height:calc(100vh - 80px);overflow:auto}}
    @media (min-width:1100px){body:has(.workbench) nav.top{padding-inline:max(16px,calc((100% - 1400px)/2 + 16px))}}
    .run-panel h2{margin-top:8px}.row .grow{flex:1 1 14rem;margin:0}
    #save-state{flex:1 1 10rem;align-self:center}#save-state.unsaved{color:var(--orange)}#save-state.failed{color:var(--red)}
    .actions label.inline{margin:0;align-self:center}h2 small{font-weight:400;font-size:14px;margin-left:8px}
    time.ago{white-space:nowrap}
    iframe.app-frame{width:100%;height:min(640px,75vh);border:1px solid var(--line);border-radius:12px;background:var(--bg)}
    .preview-frames{position:relative}.preview-frames iframe.loading{position:absolute;inset:0;visibility:hidden}
    @media (max-width:600px){h1{font-size:22px}main{padding:12px}}
    @media (max-width:430px){nav.top{gap:4px 7px;padding-inline:8px;font-size:15px}nav.top a{padding:4px 1px}nav.top button{padding:4px 6px}
    nav.top .brand{display:none}nav.top form{margin-left:auto}}
    .run-form>.actions{position:sticky;bottom:0;z-index:2;margin:12px -16px -14px;padding:10px 16px;
    background:var(--card);border-radius:0 0 12px 12px;box-shadow:0 -1px 0 var(--line)}
    .run-form.bare{background:none;border:0;padding:0}.run-form.bare>.actions{position:static;box-shadow:none;
    margin:0;padding:0;background:none}
    label.inline{flex-wrap:wrap}label.inline .help{flex-basis:100%;padding-left:1.6em}
    ul.assets{list-style:none;padding:0;margin:8px 0;display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:10px}
    li.asset{display:flex;flex-direction:column;align-items:flex-start;gap:6px;min-width:0}li.asset code{overflow-wrap:anywhere}
    li.asset img{width:64px;height:64px;object-fit:contain;border:1px solid var(--line);border-radius:8px;background:var(--card)}
    .swatches{display:flex;gap:4px}.swatch{display:inline-block;width:30px;height:30px;border-radius:8px;border:1px solid var(--line)}
    ul.plain{list-style:none;padding:0;margin:8px 0}ul.plain li{padding:4px 0}ul.plain form{margin:0 0 0 auto}
    fieldset.group,fieldset.rows{border:1px solid var(--line);border-radius:10px;padding:4px 12px 12px;margin:12px 0}
    fieldset.group>legend,fieldset.rows>legend{padding:0 4px}
    ol.item-rows{list-style:none;margin:0;padding:0;counter-reset:row}
    li.item-row{display:flex;flex-wrap:wrap;align-items:flex-start;gap:4px 12px;padding:4px 0 12px;
    border-bottom:1px solid var(--line);counter-increment:row}
    li.item-row:before{content:counter(row) ".";font-weight:600;color:var(--secondary);padding-top:14px;min-width:1.5em}
    .item-fields{flex:1 1 220px;min-width:0}
    .item-actions{display:flex;gap:6px;padding-top:12px}
    .item-actions button,fieldset.rows>[data-row-action=add]{min-height:44px;min-width:44px;margin:0}
    fieldset.rows>[data-row-action=add]{margin-top:12px}
    @media (max-width:430px){.item-actions{flex-basis:100%;justify-content:flex-end;padding-top:4px}}
    """

  /// The pages' behaviour: each part finds its elements by data attributes and does nothing
  /// on a page without them.
  static let script = #"""
    "use strict";
    (function () {
      // Live search on the library: rows whose name does not contain the text hide.
      const search = document.querySelector("[data-search]");
      if (search) {
        const rows = Array.from(document.querySelectorAll("[data-app-name]"));
        const none = document.querySelector("[data-no-match]");
        const filter = () => {
          const text = search.value.trim().toLowerCase();
          let shown = 0;
          for (const row of rows) {
            const match = row.dataset.appName.toLowerCase().includes(text);
            row.hidden = !match;
            if (match) shown++;
          }
          if (none) none.hidden = shown > 0;
        };
        search.addEventListener("input", filter);
        filter();
      }

      // Relative times ("5 min ago") stay current while the page is open (RelativeTime's words).
      const ago = (date) => {
        const seconds = (Date.now() - date.getTime()) / 1000;
        if (-seconds >= 7 * 86400) return null;
        if (-seconds >= 86400) return "in " + Math.round(-seconds / 86400) + " days";
        if (-seconds >= 3600) return "in " + Math.round(-seconds / 3600) + " h";
        if (-seconds >= 60) return "in " + Math.round(-seconds / 60) + " min";
        if (-seconds >= 1) return "in " + Math.round(-seconds) + " s";
        if (seconds < 45) return "just now";
        if (seconds < 3600) return Math.max(1, Math.round(seconds / 60)) + " min ago";
        if (seconds < 86400) return Math.floor(seconds / 3600) + " h ago";
        if (seconds < 2 * 86400) return "yesterday";
        if (seconds < 7 * 86400) return Math.floor(seconds / 86400) + " days ago";
        return null;
      };
      setInterval(() => {
        for (const time of document.querySelectorAll("time.ago[datetime]")) {
          const words = ago(new Date(time.getAttribute("datetime")));
          if (words && time.textContent !== words) time.textContent = words;
        }
      }, 30000);

      // An app's Home Screen page opened from the Home Screen (standalone): run the app.
      const standalone = document.querySelector("[data-standalone-launch]");
      if (standalone && (navigator.standalone || matchMedia("(display-mode: standalone)").matches)) {
        location.replace(standalone.dataset.standaloneLaunch);
      }

      // A launch confirmation opened from the Home Screen: the icon's tap was the person's.
      const confirm = document.querySelector("form[data-standalone-submit]");
      if (confirm && (navigator.standalone || matchMedia("(display-mode: standalone)").matches)) {
        confirm.submit();
      }

      // A link to follow at once (back to Shortcuts when a run opened from it ends); it stays on
      // the page for a browser that asks first or refuses.
      const go = document.querySelector("a[data-go]");
      if (go) setTimeout(() => { location.href = go.href; }, 300);

      // A run form's lists of objects: rows added from the list's template, removed and moved;
      // after each change every control in a row is renamed for the row's place (items[2].price),
      // nested lists included, so the form sends what the rows show, in order.
      const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const renumber = (rows) => {
        const list = rows.querySelector(":scope > ol.item-rows");
        const names = new RegExp("^" + escapeRegExp(rows.dataset.rows) + "\\[\\d+\\]");
        const ids = new RegExp("^" + escapeRegExp(rows.dataset.rowsId) + "\\[\\d+\\]");
        Array.from(list.children).forEach((row, index) => {
          const name = rows.dataset.rows + "[" + index + "]";
          const id = rows.dataset.rowsId + "[" + index + "]";
          const places = "[name],[id],[for],[data-rows],[data-rows-id]";
          const rename = (element) => {
            for (const attribute of ["name", "data-rows"]) {
              const value = element.getAttribute(attribute);
              if (value) element.setAttribute(attribute, value.replace(names, name));
            }
            for (const attribute of ["id", "for", "data-rows-id"]) {
              const value = element.getAttribute(attribute);
              if (value) element.setAttribute(attribute, value.replace(ids, id));
            }
          };
          [row, ...row.querySelectorAll(places)].forEach(rename);
          // Templates of lists inside this row too (their content is not in the page's tree).
          for (const template of row.querySelectorAll("template")) template.content.querySelectorAll(places).forEach(rename);
          for (const inner of row.querySelectorAll("fieldset.rows")) renumber(inner);
          const up = row.querySelector(":scope > .item-actions > [data-row-action=up]");
          const down = row.querySelector(":scope > .item-actions > [data-row-action=down]");
          if (up) up.disabled = index === 0;
          if (down) down.disabled = index === list.children.length - 1;
        });
        rows.dataset.count = String(list.children.length);
      };
      for (const rows of document.querySelectorAll("fieldset.rows")) renumber(rows);
      document.addEventListener("click", (event) => {
        const button = event.target.closest("[data-row-action]");
        if (!button) return;
        const rows = button.closest("fieldset.rows");
        const list = rows.querySelector(":scope > ol.item-rows");
        const row = button.closest("li.item-row");
        const action = button.dataset.rowAction;
        let focus = null;
        if (action === "add") {
          const template = rows.querySelector(":scope > template");
          list.append(template.content.cloneNode(true));
          focus = list.lastElementChild;
        } else if (action === "remove") {
          focus = row.nextElementSibling || row.previousElementSibling;
          row.remove();
        } else if (action === "up" && row.previousElementSibling) {
          row.previousElementSibling.before(row);
          focus = row;
        } else if (action === "down" && row.nextElementSibling) {
          row.nextElementSibling.after(row);
          focus = row;
        }
        renumber(rows);
        const target = action === "add" && focus ? focus.querySelector("input,select,textarea")
          : focus ? focus.querySelector("[data-row-action=" + (action === "remove" ? "remove" : action) + "]") : null;
        if (target && !target.disabled) target.focus();
        else if (action === "remove") rows.querySelector(":scope > [data-row-action=add]").focus();
      });

      // Copy buttons (data-copy names the element whose text is copied) and confirmations,
      // delegated: the run page replaces its content when the run ends.
      document.addEventListener("click", async (event) => {
        const button = event.target.closest("[data-copy]");
        if (!button) return;
        const source = document.getElementById(button.dataset.copy);
        if (!source) return;
        try {
          await navigator.clipboard.writeText(source.innerText);
          button.textContent = "Copied";
        } catch (error) {
          const range = document.createRange();
          range.selectNodeContents(source);
          const selection = window.getSelection();
          selection.removeAllRanges();
          selection.addRange(range);
          button.textContent = "Selected: press Ctrl+C";
        }
      });
      document.addEventListener("submit", (event) => {
        const form = event.target.closest("form[data-confirm]");
        if (form && !window.confirm(form.dataset.confirm)) event.preventDefault();
      });

      // The editor's language server: completion as you type (and on Ctrl-Space; Tab or Enter
      // accepts, Esc dismisses), the doc comment on hover (a long press on a phone), F12 or
      // Ctrl-click to a definition (another file of the app, or the runtime's source, read-only),
      // F2 to rename across the app's files. The first answer may wait for the server to start.
      function languageFeatures(editor, area) {
        const base = area.dataset.language;
        const state = document.getElementById("language-state");
        const say = (words) => { if (state) state.textContent = words; };
        let running = false;
        // A 504 is the server's "still building the file, or busy; ask again in a moment", and a
        // 503 with Retry-After its "busy with other requests": the page asks again, with the text
        // as it is then, every two seconds for up to two minutes. Any other refusal is said.
        const ask = async (action, place, extra) => {
          for (let attempt = 0; ; attempt++) {
            const where = place || editor.getCursor();
            const body = Object.assign({ file: area.dataset.file, source: editor.getValue(),
              line: where.line + 1, column: where.ch + 1 }, extra || {});
            if (!running) say("Starting the language server…");
            const response = await fetch(base + action, { method: "POST", credentials: "same-origin",
              headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
            const answer = await response.json().catch(() => ({}));
            const busy = response.status === 504 || (response.status === 503 && response.headers.has("Retry-After"));
            if (busy && attempt < 60) {
              say("The language server is busy; asking again…");
              await new Promise((resolve) => setTimeout(resolve, 2000));
              continue;
            }
            if (!response.ok) throw new Error(answer.error || "the server said " + response.status);
            if (!running || attempt > 0) say("");
            running = true;
            return answer;
          }
        };
        const hint = (cm, callback) => {
          const cursor = cm.getCursor();
          ask("complete", cursor).then((answer) => {
            // Filtered and ordered by what is typed now (an answer may come after more typing):
            // names that start with it first, then those that contain it, each in the server's order.
            const first = (answer.items || [])[0];
            const start = first ? Math.max(0, first.from - 1) : cursor.ch;
            const now = cm.getCursor();
            const typed = now.line === cursor.line ? cm.getLine(now.line).slice(start, now.ch).toLowerCase() : "";
            const starts = [], contains = [];
            for (const item of answer.items || []) {
              const label = item.label.toLowerCase();
              if (label.startsWith(typed)) starts.push(item); else if (label.includes(typed)) contains.push(item);
            }
            const items = starts.concat(contains);
            if (!items.length) { callback(null); return; }
            const list = items.map((item) => ({
              text: item.insert, item,
              render: (element) => {
                const label = document.createElement("span");
                label.textContent = item.label;
                const kind = document.createElement("span");
                kind.className = "kind";
                kind.textContent = item.kind;
                element.append(label, kind);
                if (item.documentation) {
                  const detail = document.createElement("span");
                  detail.className = "detail";
                  detail.textContent = item.documentation.split("\n")[0];
                  element.append(detail);
                }
              },
            }));
            callback({ list, from: window.CodeMirror.Pos(cursor.line, start), to: cm.getCursor() });
            document.body.dataset.completions = String(items.length);
          }).catch((error) => { say("Completion: " + error.message); callback(null); });
        };
        hint.async = true;
        const complete = (cm) => cm.showHint({ hint, completeSingle: false });
        let typing = null;
        // Signature help: inside a call, the callee's signature with the argument being typed in
        // bold; from "(" or "," until ")" or Esc.
        const signatureCard = document.getElementById("signature-card");
        const hideSignature = () => { if (signatureCard) signatureCard.hidden = true; };
        const showSignature = (answer) => {
          const signature = (answer.signatures || [])[answer.activeSignature || 0];
          if (!signatureCard || !signature) { hideSignature(); return; }
          signatureCard.textContent = "";
          const code = document.createElement("code");
          const active = (signature.parameters || [])[signature.activeParameter];
          if (active) {
            const bold = document.createElement("strong");
            bold.textContent = signature.label.slice(active[0], active[1]);
            code.append(signature.label.slice(0, active[0]), bold, signature.label.slice(active[1]));
          } else {
            code.textContent = signature.label;
          }
          signatureCard.append(code);
          if (signature.documentation) {
            const doc = document.createElement("span");
            doc.className = "doc";
            doc.textContent = signature.documentation.split("\n")[0];
            signatureCard.append(doc);
          }
          const at = editor.cursorCoords(null, "window");
          signatureCard.hidden = false;
          signatureCard.style.left = Math.max(4, Math.min(at.left, window.innerWidth - signatureCard.offsetWidth - 4)) + "px";
          signatureCard.style.top = Math.max(4, at.top - signatureCard.offsetHeight - 6) + "px";
          document.body.dataset.signatures = String(Number(document.body.dataset.signatures || 0) + 1);
        };
        editor.on("inputRead", (cm, change) => {
          const typed = change.text.join("");
          if (typed === "(" || typed === ",") {
            ask("signature").then(showSignature).catch(hideSignature);
            return;
          }
          if (typed === ")") hideSignature();
        });
        // ")" may step over the bracket the editor closed itself, which is no input: the key.
        editor.on("keydown", (cm, event) => { if (event.key === "Escape" || event.key === ")") hideSignature(); });
        editor.on("blur", hideSignature);
        editor.on("inputRead", (cm, change) => {
          const typed = change.text.join("");
          if (cm.state.completionActive || !/^[A-Za-z0-9_.]$/.test(typed)) return;
          clearTimeout(typing);
          typing = setTimeout(() => complete(cm), 120);
        });

        // Hover: the doc comment of the word under the pointer, in a card beside it.
        const card = document.getElementById("hover-card");
        const showCard = (text, x, y) => {
          if (!card) return;
          if (!text) { card.hidden = true; return; }
          card.textContent = "";
          for (const [index, part] of text.split("```").entries()) {
            if (index % 2) {
              const code = document.createElement("pre");
              code.textContent = part.replace(/^[a-z]*\n/, "");
              card.append(code);
            } else if (part.trim()) {
              card.append(part.trim());
            }
          }
          card.hidden = false;
          card.style.left = Math.max(4, Math.min(x, window.innerWidth - card.offsetWidth - 4)) + "px";
          card.style.top = Math.max(4, Math.min(y + 16, window.innerHeight - card.offsetHeight - 4)) + "px";
          document.body.dataset.hovered = String(Number(document.body.dataset.hovered || 0) + 1);
        };
        const hoverAt = (x, y) => {
          const place = editor.coordsChar({ left: x, top: y }, "window");
          const word = editor.findWordAt(place);
          if (word.anchor.ch === word.head.ch) { showCard("", x, y); return; }
          ask("hover", place).then((answer) => showCard(answer.text, x, y)).catch(() => showCard("", x, y));
        };
        let resting = null;
        editor.getWrapperElement().addEventListener("mousemove", (event) => {
          clearTimeout(resting);
          if (card && !card.hidden) card.hidden = true;
          resting = setTimeout(() => hoverAt(event.clientX, event.clientY), 500);
        });
        editor.getWrapperElement().addEventListener("mouseleave", () => clearTimeout(resting));
        editor.getWrapperElement().addEventListener("contextmenu", (event) => {
          if (!event.pointerType || event.pointerType === "mouse") return;
          event.preventDefault();
          hoverAt(event.clientX, event.clientY);
        });
        editor.on("keydown", () => { if (card) card.hidden = true; });

        // Definitions: in this file the cursor moves there; another file of the app opens at
        // the line; the runtime's source shows read-only.
        const dialog = document.getElementById("runtime-source");
        const goToDefinition = async (place) => {
          try {
            const answer = await ask("definition", place);
            if (!answer.found) { say("No definition found there"); return; }
            if (answer.runtime) {
              const response = await fetch(base + "runtime-source?path=" + encodeURIComponent(answer.file),
                { credentials: "same-origin" });
              const source = await response.json();
              if (!response.ok) { say(source.error || "Could not open " + answer.file); return; }
              dialog.querySelector("h2").textContent = answer.file + " (SuperSwift's runtime, read-only)";
              const pre = dialog.querySelector("pre");
              pre.textContent = "";
              source.text.split("\n").forEach((line, index) => {
                const row = document.createElement(index + 1 === answer.line ? "mark" : "span");
                row.textContent = line + "\n";
                pre.append(row);
              });
              dialog.showModal();
              const mark = pre.querySelector("mark");
              if (mark) mark.scrollIntoView({ block: "center" });
            } else if (answer.file === area.dataset.file) {
              editor.setCursor({ line: answer.line - 1, ch: answer.column - 1 });
              editor.scrollIntoView(null, 80);
              editor.focus();
            } else {
              if (window.superswiftSave) await window.superswiftSave();
              location.href = area.dataset.edit + "?file=" + encodeURIComponent(answer.file) + "#L" + answer.line;
            }
          } catch (error) {
            say("Definition: " + error.message);
          }
        };
        editor.getWrapperElement().addEventListener("mousedown", (event) => {
          if (!(event.ctrlKey || event.metaKey)) return;
          event.preventDefault();
          goToDefinition(editor.coordsChar({ left: event.clientX, top: event.clientY }, "window"));
        });

        // Rename: the app's other files are renamed on the server (and saved); this one here.
        const rename = async () => {
          const cursor = editor.getCursor();
          const word = editor.findWordAt(cursor);
          const current = editor.getRange(word.anchor, word.head);
          const newName = window.prompt("Rename " + current + " to:", current);
          if (!newName || newName === current) return;
          try {
            const answer = await ask("rename", cursor, { newName });
            const edits = ((answer.changes || {})[area.dataset.file] || []).slice()
              .sort((a, b) => b.line - a.line || b.column - a.column);
            editor.operation(() => {
              for (const edit of edits) {
                editor.replaceRange(edit.text, { line: edit.line - 1, ch: edit.column - 1 },
                  { line: edit.endLine - 1, ch: edit.endColumn - 1 });
              }
            });
            const others = answer.saved || [];
            say("Renamed " + current + " to " + newName + (others.length ? " here and in " + others.join(", ") : ""));
            document.body.dataset.renamed = newName;
          } catch (error) {
            say("Rename: " + error.message);
          }
        };
        editor.setOption("extraKeys", Object.assign({}, editor.getOption("extraKeys"), {
          "Ctrl-Space": complete, F12: () => goToDefinition(), F2: rename,
        }));
      }

      // The editor: CodeMirror when the server has it (Debian's libjs-codemirror), else the
      // plain textarea. Either way, diagnostics as you type.
      const area = document.querySelector("textarea[data-editor]");
      if (area) {
        const list = document.getElementById("diagnostics");
        const state = document.getElementById("check-state");
        let editor = null;
        let marks = [];
        if (window.CodeMirror) {
          editor = window.CodeMirror.fromTextArea(area, {
            mode: "swift", lineNumbers: true, indentUnit: 4, tabSize: 4, indentWithTabs: false,
            matchBrackets: true, autoCloseBrackets: true, gutters: ["diagnostics", "CodeMirror-linenumbers"],
            extraKeys: { "Ctrl-S": () => window.superswiftSave(), "Cmd-S": () => window.superswiftSave(),
              Tab: (cm) => cm.execCommand(cm.somethingSelected() ? "indentMore" : "insertSoftTab"),
              "Shift-Tab": (cm) => cm.execCommand("indentLess"), Esc: (cm) => cm.getInputField().blur() },
            viewportMargin: Infinity,
          });
          document.body.dataset.editor = "codemirror";
          if (area.dataset.language && editor.showHint) languageFeatures(editor, area);

        } else {
          document.body.dataset.editor = "textarea";
          area.addEventListener("keydown", (event) => {
            if (event.key === "Tab" && !event.shiftKey && !event.ctrlKey && !event.altKey) {
              event.preventDefault();
              const start = area.selectionStart;
              area.setRangeText("    ", start, area.selectionEnd, "end");
            }
          });
        }
        const text = () => (editor ? editor.getValue() : area.value);

        // Saved state: what is on disk is what was last saved; leaving with more asks first.
        // With "Save as I type" on (remembered in this browser), the text is saved 1.5 s after
        // the last change, as Val Town does; Ctrl+S and Save save at once.
        const form = area.form;
        const saveState = document.getElementById("save-state");
        const autosave = document.getElementById("autosave");
        let savedText = area.hasAttribute("data-unsaved") ? null : text();
        let saving = null;
        let saveTimer = null;
        let leaving = false;
        const clock = () => new Date().toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
        const dirty = () => text() !== savedText;
        const say = (words, kind) => {
          saveState.textContent = words;
          saveState.className = kind || "";
        };
        if (form.hasAttribute("data-saved")) say("Saved " + clock(), "saved");
        else if (savedText === null) say("Not saved", "unsaved");
        if (autosave) {
          autosave.checked = localStorage.getItem("superswift.autosave") !== "off";
          autosave.addEventListener("change", () => {
            localStorage.setItem("superswift.autosave", autosave.checked ? "on" : "off");
            if (autosave.checked && dirty()) scheduleSave();
          });
        }
        const saveNow = async () => {
          if (saving) await saving;
          if (!dirty()) return true;
          const sent = text();
          const body = new URLSearchParams(new FormData(form));
          body.set("source", sent);
          say("Saving…");
          saving = (async () => {
            try {
              const response = await fetch(form.action, { method: "POST", body,
                headers: { Accept: "application/json" }, credentials: "same-origin" });
              const answer = await response.json().catch(() => ({}));
              if (!response.ok) {
                say("Not saved: " + (answer.error || "the server said " + response.status), "failed");
                if (answer.conflict && autosave) autosave.checked = false;
                return false;
              }
              form.elements.base.value = answer.base;
              savedText = sent;
              say(dirty() ? "Unsaved changes" : "Saved " + clock(), dirty() ? "unsaved" : "saved");
              document.body.dataset.saves = String(Number(document.body.dataset.saves || 0) + 1);
              return true;
            } catch (error) {
              say("Not saved: " + error.message, "failed");
              return false;
            }
          })();
          const done = await saving;
          saving = null;
          return done;
        };
        const scheduleSave = () => {
          clearTimeout(saveTimer);
          if (autosave && autosave.checked && savedText !== null) saveTimer = setTimeout(saveNow, 1500);
        };
        const edited = () => {
          if (dirty()) say("Unsaved changes", "unsaved"); else if (saveState.className === "unsaved") say("");
          scheduleSave();
        };
        form.addEventListener("submit", () => { leaving = true; if (editor) editor.save(); });
        window.addEventListener("beforeunload", (event) => {
          if (leaving || !dirty()) return;
          event.preventDefault();
          event.returnValue = "";
        });
        window.superswiftSave = saveNow;
        const goTo = (line) => {
          if (editor) {
            editor.setCursor({ line: line - 1, ch: 0 });
            editor.scrollIntoView({ line: line - 1, ch: 0 }, 80);
            editor.focus();
          } else {
            const lines = area.value.split("\n");
            const offset = lines.slice(0, line - 1).join("\n").length + (line > 1 ? 1 : 0);
            area.focus();
            area.setSelectionRange(offset, offset);
          }
        };
        const show = (diagnostics) => {
          if (editor) {
            for (const mark of marks) editor.removeLineClass(mark, "background");
            marks = [];
            editor.clearGutter("diagnostics");
          }
          list.textContent = "";
          for (const item of diagnostics) {
            const entry = document.createElement("li");
            entry.className = item.severity;
            entry.dataset.line = item.line;
            const link = document.createElement("a");
            link.href = "#L" + item.line;
            link.textContent = "Line " + item.line + ":";
            link.addEventListener("click", (event) => { event.preventDefault(); goTo(item.line); });
            entry.append(link, " " + item.severity + ": " + item.message);
            list.append(entry);
            if (editor && item.line >= 1 && item.line <= editor.lineCount()) {
              const handle = editor.addLineClass(item.line - 1, "background", "cm-line-" + item.severity);
              marks.push(handle);
              const marker = document.createElement("span");
              marker.className = "marker " + item.severity;
              marker.title = item.message;
              marker.textContent = item.severity === "error" ? "●" : "▲";
              editor.setGutterMarker(item.line - 1, "diagnostics", marker);
            }
          }
          const errors = diagnostics.filter((d) => d.severity === "error").length;
          const warnings = diagnostics.filter((d) => d.severity === "warning").length;
          state.textContent = errors + warnings === 0 ? "No problems" :
            [errors ? errors + " error" + (errors > 1 ? "s" : "") : "", warnings ? warnings + " warning" + (warnings > 1 ? "s" : "") : ""]
              .filter(Boolean).join(", ");
          document.body.dataset.checked = String(Number(document.body.dataset.checked || 0) + 1);
        };
        let timer = null;
        let sent = 0;
        // Diagnostics come from the language server where it answers (the same one that
        // completes), else from the separate type check; a server that is not there is not
        // asked again on this page.
        let serverDiagnostics = Boolean(area.dataset.language);
        const check = async () => {
          const number = ++sent;
          state.textContent = "Checking…";
          try {
            if (serverDiagnostics) {
              const response = await fetch(area.dataset.language + "diagnostics", {
                method: "POST", headers: { "Content-Type": "application/json" },
                body: JSON.stringify({ file: area.dataset.file, source: text(), line: 1, column: 1 }),
              });
              if (number !== sent) return;
              if (response.ok) {
                const answer = await response.json();
                if (number !== sent) return;
                document.body.dataset.diagnosticsFrom = "server";
                show(answer.diagnostics || []);
                return;
              }
              if (response.status === 503 || response.status === 403 || response.status === 404) serverDiagnostics = false;
            }
            const response = await fetch(area.dataset.check, {
              method: "POST", headers: { "Content-Type": "application/json" },
              body: JSON.stringify({ file: area.dataset.file, source: text() }),
            });
            const answer = await response.json();
            if (number !== sent) return;
            if (!response.ok) { state.textContent = answer.error || "Could not check"; return; }
            document.body.dataset.diagnosticsFrom = "check";
            show(answer.diagnostics || []);
          } catch (error) {
            if (number === sent) state.textContent = "Could not check: " + error.message;
          }
        };
        const changed = () => {
          clearTimeout(timer);
          timer = setTimeout(check, 600);
        };
        // Others that follow the text (the live preview) register here.
        const listeners = [];
        const typed = () => { changed(); edited(); listeners.forEach((listener) => listener()); };
        if (editor) editor.on("changes", typed);
        else area.addEventListener("input", typed);
        const target = /^#L(\d+)$/.exec(location.hash);
        if (target) goTo(Number(target[1]));
        check();
        window.superswiftEditor = { text, goTo, onChange: (listener) => listeners.push(listener),
          setText: (value) => (editor ? editor.setValue(value) : (area.value = value, typed())) };
      }

      // The live preview of an app with an interface: after each pause in typing, the app as
      // typed is built and shown, starting from the state the one before had. A build that
      // fails leaves the last good preview with the error above it; the new preview replaces
      // the old only once it has loaded, so nothing blinks.
      const live = document.querySelector(".live-preview[data-preview]");
      if (live && window.superswiftEditor) {
        const area = document.querySelector("textarea[data-editor]");
        const state = document.getElementById("preview-state");
        const problem = document.getElementById("preview-problem");
        const pick = document.getElementById("preview-show");
        const frames = live.querySelector(".preview-frames");
        const page = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, "0")).join("");
        let sent = 0;
        let timer = null;
        let showing = false;
        // The shown preview's run: when it ends on its own (a crash, or the app finishing), its page
        // cannot be framed, so the panel says how it ended; the next good change starts another.
        let following = null;
        const follow = (run) => {
          if (following) following.close();
          const events = new EventSource("/api/runs/" + run + "/events");
          following = events;
          events.addEventListener("end", async () => {
            events.close();
            if (following !== events) return;
            following = null;
            const record = await (await fetch("/api/runs/" + run, { credentials: "same-origin" })).json().catch(() => ({}));
            // Cancelled: replaced by a newer preview (whose answer may not have come yet).
            if (record.status === "cancelled" || following !== null) return;
            problem.textContent = "The preview stopped: " + (record.error || record.status || "it ended") +
              ". The next change starts it again.";
            problem.hidden = false;
            frames.textContent = "";
            showing = false;
            state.textContent = "Stopped";
            document.body.dataset.previewEnded = String(Number(document.body.dataset.previewEnded || 0) + 1);
          });
        };
        const fillPicker = (previews) => {
          const names = previews.map((preview) => preview.name);
          const current = pick.value;
          for (const option of [...pick.options]) if (option.value && !names.includes(option.value)) option.remove();
          for (const preview of previews) {
            let option = [...pick.options].find((option) => option.value === preview.name);
            if (!option) {
              option = document.createElement("option");
              option.value = preview.name;
              pick.append(option);
            }
            // A preview that does not compile as a view is listed, greyed, with the reason.
            option.disabled = Boolean(preview.error);
            option.title = preview.error || "";
            option.textContent = preview.error ? preview.name + " (does not build: " + preview.error + ")" : preview.name;
          }
          pick.value = names.includes(current) ? current : "";
          pick.closest("label").hidden = names.length === 0;
        };
        const refresh = async () => {
          const number = ++sent;
          state.textContent = showing ? "Updating…" : "Building the preview (the first takes a while)…";
          try {
            const response = await fetch(live.dataset.preview, {
              method: "POST", headers: { "Content-Type": "application/json" }, credentials: "same-origin",
              body: JSON.stringify({ file: area.dataset.file, source: window.superswiftEditor.text(), page,
                show: pick.value || undefined }),
            });
            const answer = await response.json().catch(() => ({}));
            if (number !== sent) return;
            if (answer.previews) fillPicker(answer.previews);
            if (!response.ok) {
              const first = (answer.diagnostics || []).find((item) => item.severity === "error");
              problem.textContent = first
                ? "Not updated: " + first.file + ", line " + first.line + ": " + first.message
                : "Not updated: " + (answer.error || "the server said " + response.status);
              problem.hidden = false;
              state.textContent = showing ? "Showing the last version that worked" : "";
              document.body.dataset.previewFailures = String(Number(document.body.dataset.previewFailures || 0) + 1);
              return;
            }
            problem.hidden = true;
            const frame = document.createElement("iframe");
            frame.className = "app-frame" + (showing ? " loading" : "");
            frame.title = "Live preview";
            frame.src = answer.page + "?embed=preview";
            frame.addEventListener("load", () => {
              for (const old of [...frames.children]) if (old !== frame) old.remove();
              frame.classList.remove("loading");
              document.body.dataset.previews = String(Number(document.body.dataset.previews || 0) + 1);
            }, { once: true });
            frames.append(frame);
            follow(answer.run);
            showing = true;
            state.textContent = answer.kept ? "Up to date, state kept" : "Up to date";
          } catch (error) {
            if (number === sent) state.textContent = "Could not update the preview: " + error.message;
          }
        };
        window.superswiftEditor.onChange(() => { clearTimeout(timer); timer = setTimeout(refresh, 400); });
        pick.addEventListener("change", refresh);
        refresh();
      }

      // The editor's Run panel: saves what is typed, starts the run, and shows its log, then
      // its result or its problems beside the code (the run page's own summary, fetched).
      const panel = document.querySelector(".run-panel form.run-form");
      if (panel) {
        const output = document.getElementById("run-output");
        const show = (html) => { output.innerHTML = ""; output.append(...html); };
        const text = (tag, words, className) => {
          const element = document.createElement(tag);
          element.textContent = words;
          if (className) element.className = className;
          return element;
        };
        panel.addEventListener("submit", async (event) => {
          event.preventDefault();
          const button = panel.querySelector("button[type=submit]");
          if (window.superswiftSave && !(await window.superswiftSave())) {
            show([text("p", "Not run: save the file first (see above).", "error box")]);
            return;
          }
          button.disabled = true;
          show([text("p", "Starting…", "muted")]);
          try {
            const response = await fetch(panel.action, { method: "POST", body: new FormData(panel),
              headers: { Accept: "application/json" }, credentials: "same-origin" });
            if (!response.ok) {
              const page = new DOMParser().parseFromString(await response.text(), "text/html");
              const problem = page.querySelector(".error.box");
              show([text("p", problem ? problem.textContent : "The server said " + response.status, "error box")]);
              return;
            }
            const started = await response.json();
            const link = document.createElement("a");
            link.href = started.page;
            link.textContent = "Open the run's page";
            const status = text("p", "Running… ", "muted");
            status.append(link);
            const log = text("pre", "", "log");
            log.hidden = true;
            show([status, log]);
            output.scrollIntoView({ block: "nearest" });
            await new Promise((resolve) => {
              const events = new EventSource("/api/runs/" + started.run + "/events");
              events.addEventListener("log", (message) => {
                log.hidden = false;
                log.textContent += JSON.parse(message.data).text;
                log.scrollTop = log.scrollHeight;
              });
              events.addEventListener("interface", () => {
                // The app's interface, here in the panel (its result replaces it when it ends).
                status.textContent = "The app is waiting for you: ";
                const open = document.createElement("a");
                open.href = started.page;
                open.textContent = "open it full size";
                status.append(open);
                const frame = document.createElement("iframe");
                frame.src = started.page;
                frame.title = "The app";
                frame.className = "app-frame";
                output.append(frame);
                frame.scrollIntoView({ block: "nearest" });
              });
              events.addEventListener("end", () => { events.close(); resolve(); });
            });
            const page = new DOMParser().parseFromString(
              await (await fetch(started.page, { headers: { Accept: "text/html" } })).text(), "text/html");
            const summary = page.getElementById("run-summary");
            if (summary) {
              summary.removeAttribute("id");
              summary.id = "run-result";
              show([summary]);
              output.scrollIntoView({ block: "nearest" });
            }
            document.body.dataset.runs = String(Number(document.body.dataset.runs || 0) + 1);
          } catch (error) {
            show([text("p", "Could not run: " + error.message, "error box")]);
          } finally {
            button.disabled = false;
          }
        });
        // A problem's link to a line of the file open here moves the cursor instead of leaving.
        output.addEventListener("click", (event) => {
          const link = event.target.closest("a[href*='/edit?file=']");
          const area = document.querySelector("textarea[data-editor]");
          if (!link || !area || !window.superswiftEditor) return;
          const url = new URL(link.href);
          const line = /^#L(\d+)$/.exec(url.hash);
          if (url.searchParams.get("file") !== area.dataset.file || !line) return;
          event.preventDefault();
          window.superswiftEditor.goTo(Number(line[1]));
        });
      }

      // The run page: the log as the app prints it, then the finished page's parts in place.
      const log = document.querySelector("[data-events]");
      if (log) {
        const output = document.getElementById("log");
        const events = new EventSource(log.dataset.events);
        events.addEventListener("log", (event) => {
          const data = JSON.parse(event.data);
          output.hidden = false;
          output.textContent += data.text;
          output.scrollTop = output.scrollHeight;
        });
        // The app shows an interface: this page becomes it (the server serves it at this address
        // while it waits for a person).
        events.addEventListener("interface", () => {
          events.close();
          location.replace(location.href);
        });
        events.addEventListener("end", async () => {
          events.close();
          // A page that shows something else once the run has ended (the x-callback page).
          if (log.hasAttribute("data-reload-on-end")) { location.replace(location.href); return; }
          const response = await fetch(location.pathname, { headers: { Accept: "text/html" } });
          const page = new DOMParser().parseFromString(await response.text(), "text/html");
          const fresh = page.querySelector("main");
          if (fresh) document.querySelector("main").replaceWith(fresh);
          document.title = page.title;
          document.body.dataset.ended = "true";
        });
      }
    })();
    """#
}
