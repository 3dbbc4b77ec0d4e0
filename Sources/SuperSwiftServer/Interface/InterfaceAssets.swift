@_spi(Host) import SuperSwift

/// The page around an app's interface: its stylesheet and its script (no inline script: the
/// page's Content-Security-Policy forbids it).
enum InterfaceAssets {
  /// The stylesheet: a phone-like form that reads well on small and large screens, light and dark.
  static let css = """
    :root{--tint:var(--accent);color-scheme:light dark}
    :root,[data-scheme=light]{\(lightColors)}
    @media (prefers-color-scheme:dark){:root:not([data-scheme=light]){\(darkColors)}}
    [data-scheme=dark]{\(darkColors)}
    @media (prefers-contrast:more){:root:not([data-scheme=dark]){\(SystemPalette.css(.lightContrast))}\
    [data-scheme=dark]{\(SystemPalette.css(.darkContrast))}}
    @media (prefers-contrast:more) and (prefers-color-scheme:dark){:root:not([data-scheme=light]){\(SystemPalette.css(.darkContrast))}}
    [data-scheme]{color:var(--primary)}
    *{box-sizing:border-box}
    body{--page:var(--plain);margin:0;background:var(--page);color:var(--primary);\
    font:17px/1.4 system-ui,-apple-system,sans-serif}
    body:has(#app .section:not(.l-plain)){--page:var(--bg)}
    header{position:sticky;top:0;z-index:1;display:flex;align-items:center;gap:12px;
    padding:10px max(16px,calc((100% - 608px)/2));padding-top:max(10px,env(safe-area-inset-top));
    background:color-mix(in srgb,var(--page) 90%,transparent);backdrop-filter:blur(8px);
    border-bottom:1px solid var(--line)}
    header>a{flex:0 1 auto;max-width:45%;min-width:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
    header h1{flex:1 1 0;min-width:0;margin:0;font-size:20px;font-weight:700;white-space:nowrap;overflow:hidden;
    text-overflow:ellipsis}
    header .state{flex:none;font-size:14px;color:var(--secondary);white-space:nowrap}
    @media (max-width:600px){header{flex-wrap:wrap;row-gap:2px}header h1{order:9;flex-basis:100%}
    header .state{margin-left:auto}
    body:has(#app .navigation) header h1{font-size:34px;line-height:41px;font-weight:700;letter-spacing:.01em}
    body:has(#app .navigation[data-title-display=inline]) header h1,body:has(#app .navigation) header.scrolled h1{
    font-size:17px;line-height:22px;font-weight:600;text-align:center}}
    #close{flex:none;font:inherit;font-size:16px;border:0;background:none;color:var(--accent);padding:8px;cursor:pointer}
    main{position:relative;max-width:640px;margin:0 auto;padding:0;font:17px/22px "SuperSwift Text",system-ui,sans-serif}
    #status{position:fixed;z-index:4;left:50%;bottom:12px;transform:translateX(-50%);max-width:min(608px,calc(100% - 32px));
    margin:0;padding:8px 14px;border-radius:12px;background:var(--card);color:var(--secondary);
    box-shadow:0 2px 12px rgba(0,0,0,.2)}
    #status:empty{display:none}
    #status.done{font-weight:600;color:var(--primary)}
    .vstack{display:flex;flex-direction:column;gap:8px}
    .vstack.a-leading{align-items:flex-start}.vstack.a-center{align-items:center}.vstack.a-trailing{align-items:flex-end}
    .hstack{display:flex;flex-direction:row;align-items:center;gap:8px}
    .hstack.a-top{align-items:flex-start}.hstack.a-bottom{align-items:flex-end}
    .zstack{display:grid;place-items:center}.zstack>*{grid-area:1/1}
    .zstack.a-leading{justify-items:start}.zstack.a-trailing{justify-items:end}
    .spacer{flex:1 1 0}
    main [data-box]{margin:0!important;max-width:none!important;min-width:0!important;max-height:none!important;
    min-height:0!important;flex:none!important;align-self:auto!important}
    main .text[data-box]{display:block;overflow:visible}
    main [data-box].icon{display:flex;align-items:center;justify-content:center;min-width:0}
    .scroll{overflow:auto}.scroll.s-vertical{overflow-x:hidden}.scroll.s-horizontal{overflow-y:hidden}
    .form[data-box],.list[data-box]{overflow-x:hidden;overflow-y:auto}
    .section[data-box]>h2{margin:0;line-height:18px}.section[data-box]>.footer{margin:0;line-height:18px}
    .row[data-box]{padding:0;min-height:0;display:block}
    .l-plain>.rows,.l-grouped>.rows{border-radius:0}.l-plain>.rows{background:none}
    .layer[data-box]{display:block}
    .layered[data-box],.zstack[data-box],.grid[data-box]{display:block}
    fieldset.segmented[data-box]>.options{width:100%;box-sizing:border-box}
    .menu[data-box]>summary{position:absolute;inset:0}.menu[data-box]>.menu-items{top:100%}
    .sheet[data-box]{position:relative;padding:0;overflow:auto;max-height:none}
    .sheet[data-box]>h2{position:absolute;left:0;right:0;top:16px;margin:0}
    .sheet[data-box]>.sheet-close{position:absolute}
    .vstack>.hstack:has(>.spacer),.vstack>.hstack:has(>[data-style~=gw]){align-self:stretch}
    .hstack:has(>.spacer){width:100%}
    .vstack>[data-style~=fh],.hstack>[data-style~=fw]{flex:none}
    .vstack>[data-style~=gh]{flex:1 1 0}.hstack>[data-style~=gw]{flex:1 1 0;width:auto}
    .vstack>[data-style~=gw]{align-self:stretch}
    .text[data-style~=gw]{display:block}
    [data-style~=f-leading]{text-align:start;justify-content:flex-start}
    [data-style~=f-center][data-style~=gw]{text-align:center;justify-content:center}
    [data-style~=f-trailing]{text-align:end;justify-content:flex-end}
    .shape{flex:1 1 0;align-self:stretch;min-width:0;min-height:0;background:currentColor}
    .s-ellipse{border-radius:50%}.s-capsule{border-radius:9999px}
    .shape.s-circle{background:none;container-type:size;display:grid;place-items:center}
    .shape.s-path{background:none;position:relative;min-height:1px}
    .shape.s-path>svg{position:absolute;inset:0;width:100%;height:100%;overflow:visible}
    .shape.s-path>svg.at{width:auto;height:auto}
    .s-circle>.disc{width:min(100cqw,100cqh);height:min(100cqw,100cqh);border-radius:50%;background:currentColor}
    .layered{display:grid}.layered>.layer{grid-area:1/1;display:flex;min-width:0;min-height:0}
    .layer.base>*{flex:1 1 auto}
    .layer.deco{align-items:center;justify-content:center;pointer-events:none}.layer.deco>*{pointer-events:auto}
    .layer.deco[data-align^=leading]{justify-content:flex-start}.layer.deco[data-align^=trailing]{justify-content:flex-end}
    .layer.deco[data-align$=top]{align-items:flex-start}.layer.deco[data-align$=bottom]{align-items:flex-end}
    .layer.deco>.shape,.layer.deco>.swatch{align-self:stretch;flex:1 1 auto}
    .layer>.shape[data-style~=fw],.layer>.swatch[data-style~=fw]{flex:none}
    .layer>.shape[data-style~=fh],.layer>.swatch[data-style~=fh]{align-self:auto}
    .toolbar{display:flex;justify-content:flex-end;gap:16px;margin:-4px 0 12px}
    .form,.list{display:flex;flex-direction:column;gap:24px}
    .vstack>.form,.vstack>.list{align-self:stretch}
    .section h2{margin:0 0 6px 16px;font-size:13px;font-weight:400;text-transform:uppercase;color:var(--secondary)}
    .section .footer{margin:6px 16px 0;font-size:13px;color:var(--secondary)}
    .rows{background:var(--card);border-radius:12px;overflow:hidden}
    .row{display:flex;align-items:center;min-height:44px;padding:6px 16px;border-top:1px solid var(--line)}
    .row:first-child{border-top:0}.row>*{flex:1}
    .field{display:flex;align-items:center;justify-content:space-between;gap:12px;width:100%;margin:0}
    .field>span:first-child{flex:1}
    select,input,textarea{font:inherit;color:inherit;accent-color:var(--tint)}
    select{padding:6px 8px;border:1px solid var(--line);border-radius:8px;background:var(--card);max-width:60%}
    .text input,textarea{flex:1;width:100%;padding:8px 0;border:0;background:none;outline:none}
    .text input:focus-visible,textarea:focus-visible{outline:2px solid var(--tint);outline-offset:2px;border-radius:4px}
    main>.text input,main>.vstack .text input,main>.hstack .text input{border:1px solid var(--line);
    border-radius:8px;padding:8px 10px;background:var(--card)}
    input[type=range]{flex:1;max-width:60%}.field>input[type=range]:first-child{max-width:100%}
    .scroll-reader{display:contents}
    .gauge meter{flex:1;min-width:80px;height:12px}.gauge .end{font-size:13px;color:var(--secondary)}
    .canvas{width:100%;max-width:100%;display:block}.canvas>svg{width:100%;height:100%;display:block}
    .selectable{border-radius:8px;margin:-6px -8px;padding:6px 8px}.selectable[aria-selected=true]{background:color-mix(in srgb,var(--tint) 16%,transparent)}
    .notice{position:fixed;left:50%;bottom:24px;transform:translateX(-50%);padding:8px 14px;border-radius:16px;
    background:var(--primary);color:var(--bg);font-size:14px}.notice:empty{display:none}
    input[type=color]{width:44px;height:30px;padding:0;border:1px solid var(--line);border-radius:8px;background:none}
    input[type=checkbox][role=switch]{appearance:none;width:51px;height:31px;border-radius:16px;
    background:var(--line);position:relative;cursor:pointer;transition:background .15s;flex:none}
    input[type=checkbox][role=switch]::after{content:"";position:absolute;top:2px;left:2px;width:27px;height:27px;
    border-radius:50%;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.3);transition:left .15s}
    input[type=checkbox][role=switch]:checked{background:var(--green)}
    input[type=checkbox][role=switch]:checked::after{left:22px}
    :focus-visible{outline:2px solid var(--tint);outline-offset:2px}
    .steps{display:inline-flex;border-radius:8px;overflow:hidden;background:var(--line);gap:1px}
    .steps button{font:inherit;font-size:20px;width:46px;height:32px;border:0;background:var(--card);
    color:var(--primary);cursor:pointer}
    .steps button:disabled{color:var(--tertiary);cursor:default}
    fieldset.choice{border:0;padding:0}
    fieldset.choice legend{float:left;padding:0;margin-right:12px}
    .segmented .options{display:flex;background:var(--line);border-radius:9px;padding:2px;gap:2px}
    .segmented .options label{flex:1;text-align:center}
    .segmented input{position:absolute;opacity:0;width:1px;height:1px}
    .segmented input+span{display:block;padding:4px 10px;border-radius:7px;cursor:pointer}
    .segmented input:checked+span{background:var(--card);box-shadow:0 1px 3px rgba(0,0,0,.2);font-weight:600}
    .segmented input:focus-visible+span{outline:2px solid var(--tint)}
    .inline .options{display:flex;flex-direction:column;gap:6px;clear:both;padding-top:6px}
    .inline .options label{display:flex;align-items:center;gap:8px}
    .button{font:inherit;border:0;background:none;color:var(--fg,var(--tint));padding:6px 0;cursor:pointer;text-align:left}
    .row>.button{width:100%}
    .tabs{display:flex;flex-direction:column;flex:1}.tab-panel{flex:1;display:flex;flex-direction:column}
    .tab-bar{order:2;position:sticky;bottom:0;display:flex;justify-content:space-around;margin:16px -16px -16px;
    padding:6px 0;background:color-mix(in srgb,var(--bg) 92%,transparent);border-top:1px solid var(--line)}
    .tab{font:inherit;font-size:11px;border:0;background:none;color:var(--secondary);display:flex;flex-direction:column;
    align-items:center;gap:2px;padding:4px 12px;cursor:pointer}
    .tab .icon{font-size:22px;color:inherit}.tab[aria-selected=true]{color:var(--tint)}
    .tabs.paged>.tab-bar{position:static;justify-content:center;gap:10px;margin:12px 0 0;padding:0;background:none;border:0}
    .tabs.paged .tab{width:8px;height:8px;padding:0;border-radius:50%;background:var(--line);overflow:hidden}
    .tabs.paged .tab[aria-selected=true]{background:var(--primary)}
    .tabs.paged .tab>*{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
    [data-badge]::after{content:attr(data-badge);margin-left:8px;padding:0 6px;border-radius:9px;background:var(--red);
    color:#fff;font-size:12px;line-height:18px}
    .grid{display:grid;gap:8px;width:100%;align-items:center;justify-items:center}.grid-row{display:contents}
    .menu{position:relative}.menu summary{list-style:none;display:inline-block}.menu summary::-webkit-details-marker{display:none}
    .menu-items{position:absolute;z-index:3;min-width:180px;display:flex;flex-direction:column;background:var(--card);
    border-radius:12px;box-shadow:0 8px 30px rgba(0,0,0,.25);padding:4px 0}
    .menu-items>.button{padding:10px 16px;text-align:left}
    .disclosure-group{width:100%}.disclosure{display:flex;align-items:center;color:inherit;width:100%}
    .disclosure .link-label{flex:1}
    .disclosed{display:flex;flex-direction:column;gap:8px;padding-left:16px}
    .search{margin-bottom:12px}.search input{border:1px solid var(--line);border-radius:10px;padding:8px 12px;background:var(--card)}
    .sheet-close{float:right;margin:-4px 0 4px 12px}
    .nav-bar{display:flex;align-items:center;min-height:36px;margin:-8px 0 8px}
    .tappable{cursor:pointer}.tappable:focus-visible{outline:2px solid var(--tint);outline-offset:2px}
    img.asset,img.remote{max-width:100%;height:auto;display:block}
    .editable{width:100%}.editable>:first-child{flex:1}
    .row-action{flex:none;font-size:15px;padding:4px 8px}
    .link-row{display:flex;align-items:center;color:inherit;width:100%}.link-row .link-label{flex:1}
    .chevron{color:var(--tertiary);font-size:22px;line-height:1}
    .button.r-back{margin:-8px 0 8px -4px;padding:6px 4px}
    .button.b-borderedProminent{background:var(--tint);color:#fff;border-radius:10px;padding:8px 16px;font-weight:600}
    .button.b-bordered{background:color-mix(in srgb,var(--tint) 15%,transparent);border-radius:10px;padding:8px 16px}
    .button.b-glass{background:color-mix(in srgb,var(--card) 65%,transparent);border:1px solid color-mix(in srgb,var(--primary) 10%,transparent);border-radius:999px;padding:7px 15px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
    .button.b-glassProminent{background:var(--tint);color:#fff;border-radius:999px;padding:8px 16px;font-weight:600;box-shadow:0 1px 4px rgba(0,0,0,.12)}
    .button.b-plain{color:inherit}
    .button.r-destructive{color:var(--red)}.button.b-borderedProminent.r-destructive{background:var(--red);color:#fff}
    .button:disabled{opacity:.4;cursor:default}
    .label{display:inline-flex;align-items:center;gap:8px}
    .icon{display:inline-block;min-width:1.2em;text-align:center;color:var(--tint)}
    .icon.named{font-size:12px;color:var(--secondary)}
    .icon.placeholder>.shape{display:inline-block;width:.9em;height:.9em;font-size:1.1em;box-sizing:border-box;\
    border:.09em solid currentColor;border-radius:.22em;opacity:.45;vertical-align:-.12em}
    \(fontFaces)
    @font-face{font-family:"Material Icons";font-style:normal;font-weight:400;font-display:block;src:url("icons.woff2") format("woff2")}
    .icon.mi{font-family:"Material Icons";font-weight:normal;font-style:normal;font-size:1.25em;line-height:1;
    vertical-align:-.2em;letter-spacing:normal;text-transform:none;white-space:nowrap;-webkit-font-feature-settings:"liga"}
    hr{border:0;border-top:1px solid var(--line);margin:4px 0;width:100%}
    progress{width:100%;accent-color:var(--tint)}
    .progress{flex-direction:column;align-items:stretch}
    .swatch{min-width:20px;min-height:20px;flex:1;align-self:stretch}
    .vstack>.swatch[data-style~=fw],.vstack>.shape[data-style~=fw]{align-self:auto}
    a{color:var(--fg,var(--tint))}
    [data-style~=font-largeTitle]{font-size:34px;font-weight:700}[data-style~=font-title]{font-size:28px}
    [data-style~=font-title2]{font-size:22px}[data-style~=font-title3]{font-size:20px}
    [data-style~=font-headline]{font-weight:600}[data-style~=font-subheadline]{font-size:15px}
    [data-style~=font-callout]{font-size:16px}[data-style~=font-footnote]{font-size:13px}
    [data-style~=font-caption]{font-size:12px}[data-style~=font-caption2]{font-size:11px}
    [data-style~=t-center]{text-align:center}[data-style~=t-trailing]{text-align:end}
    .visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
    main.ended{opacity:.6;pointer-events:none}
    .labeled .value{color:var(--secondary);text-align:end}
    .behind{opacity:.35}
    .modal{position:fixed;inset:0;z-index:2;display:flex;align-items:center;justify-content:center;
    padding:16px;background:rgba(0,0,0,.25)}
    .alert,.dialog{width:min(320px,100%);background:var(--card);border-radius:14px;padding:18px 16px 8px;
    text-align:center;box-shadow:0 8px 30px rgba(0,0,0,.3)}
    .dialog{align-self:flex-end;width:min(480px,100%)}
    .sheet{align-self:flex-end;width:min(640px,100%);max-height:92vh;overflow:auto;background:var(--bg);
    border-radius:14px 14px 0 0;padding:16px;box-shadow:0 -8px 30px rgba(0,0,0,.3)}
    .sheet>h2{margin:0 0 12px;font-size:17px;text-align:center}
    .alert h2,.dialog h2{margin:0 0 6px;font-size:17px}.alert p,.dialog p{margin:0 0 12px;font-size:14px}
    .actions{display:flex;flex-direction:column;border-top:1px solid var(--line);margin:0 -16px}
    .actions .button{text-align:center;padding:11px;border-top:1px solid var(--line)}
    .actions .button:first-child{border-top:0}.actions .r-cancel{font-weight:600}
    """

  /// The colours of the light scheme: iOS's system colours as it draws them by default
  /// (`SystemPalette`), and the page's text and surfaces: a plain screen is white (`--plain`,
  /// iOS's system background), a screen of grouped sections gray (`--bg`).
  static let lightColors = """
    --primary:#1c1c1e;--secondary:#6c6c70;--tertiary:#a1a1a6;--bg:#f2f2f7;--plain:#fff;--card:#fff;\
    --line:#d1d1d6;\(SystemPalette.css(.light));color-scheme:light
    """

  /// The colours of the dark scheme: the browser's when it prefers dark, or the app's when it
  /// asks (`preferredColorScheme(.dark)`, `colorScheme(.dark)`).
  static let darkColors = """
    --primary:#f2f2f7;--secondary:#aeaeb2;--tertiary:#8e8e93;--bg:#000;--plain:#000;--card:#1c1c1e;\
    --line:#38383a;\(SystemPalette.css(.dark));color-scheme:dark
    """

  /// The page's text fonts, one `@font-face` per file (`PageFonts`), so the page draws text in
  /// the files the layout measured it with.
  static let fontFaces = PageFonts.faces.map { face in
    "@font-face{font-family:\"\(face.family)\";font-style:\(face.italic ? "italic" : "normal");font-weight:\(face.weight);font-display:block;src:url(\"fonts/\(face.name)\")}"
  }.joined(separator: "\n")

  /// The script: shows renders as they come (Server-Sent Events), patching the page in place so a
  /// focused field keeps what the user is typing, and sends the user's events back in order.
  /// Every `EventAction` by name, as a script object: `{"tap":"tap",…}`.
  static let eventActions = JSON.object(
    JSONObject(EventAction.allCases.map { ($0.rawValue, JSON.string($0.rawValue)) })
  ).text

  static let script = """
    "use strict";
    (() => {
      const root = document.getElementById("app");
      const base = root.dataset.base;
      const heading = document.getElementById("title");
      // A large title shrinks into the bar once the page (or a list in it) scrolls, as on iOS.
      const bar = heading.parentElement;
      document.addEventListener("scroll", (event) => {
        const scroller = event.target === document ? document.scrollingElement : event.target;
        if (scroller && scroller.scrollTop !== undefined) bar.classList.toggle("scrolled", scroller.scrollTop > 30);
      }, { capture: true, passive: true });
      const state = document.getElementById("state");
      const status = document.getElementById("status");
      // The event actions, spelled as the host's EventAction spells them.
      const Action = \(eventActions);
      let version = Number(root.dataset.version);
      let ended = false;

      // Events go one at a time, in order; a newer value for the same control replaces one
      // still waiting, so fast typing sends the latest text, not every keystroke.
      const queue = [];
      let sending = false;
      function send(target, action, value) {
        if (ended || !target) return;
        const last = queue[queue.length - 1];
        if (action === Action.set && last && last.target === target && last.action === Action.set) queue.pop();
        queue.push({ version, target, action, value });
        pump();
      }
      async function pump() {
        if (sending) return;
        sending = true;
        while (queue.length) {
          const event = queue.shift();
          event.version = Math.max(event.version, 0);
          try {
            await fetch(base + "/event", { method: "POST", headers: { "Content-Type": "application/json" },
              body: JSON.stringify(event), credentials: "same-origin" });
          } catch (error) { break; }
        }
        sending = false;
      }

      const notice = document.createElement("div");
      notice.className = "notice";
      notice.setAttribute("role", "status");
      document.body.append(notice);
      root.addEventListener("click", async (event) => {
        // A share link shares from the page: the browser's share sheet, else the clipboard.
        const share = event.target.closest("button[data-share]");
        if (share) {
          event.preventDefault();
          const text = share.dataset.share, title = share.dataset.subject || undefined;
          try {
            if (navigator.share) { await navigator.share({ text, title }); return; }
          } catch (error) { if (error && error.name === "AbortError") return; }
          // Said in a live region outside the app's tree, which renders do not touch.
          try { await navigator.clipboard.writeText(text); notice.textContent = "Copied to the clipboard"; }
          catch (error) { notice.textContent = "Could not copy: select the text and copy it"; }
          clearTimeout(notice.timer);
          notice.timer = setTimeout(() => { notice.textContent = ""; }, 3000);
          return;
        }
        // A button inside a tappable view is its own control: the innermost one wins.
        const button = event.target.closest("button[data-action], [role=button][data-action], [role=option][data-action]");
        if (!button || button.disabled) return;
        event.preventDefault();
        send(button.dataset.id, button.dataset.action);
      });
      root.addEventListener("input", (event) => {
        const field = event.target;
        if (field.dataset.kind === "text") send(field.dataset.id, Action.set, field.value);
        else if (field.type === "range") send(field.dataset.id, Action.set, Number(field.value));
      });
      root.addEventListener("change", (event) => {
        const field = event.target;
        if (field.tagName === "SELECT" || field.type === "radio") send(field.dataset.id, Action.set, field.value);
        else if (field.type === "checkbox") send(field.dataset.id, Action.set, field.checked);
        else if (field.dataset.kind === "date" && field.value) send(field.dataset.id, Action.set, field.value);
        else if (field.type === "color") send(field.dataset.id, Action.set, field.value);
      });
      document.addEventListener("keydown", (event) => {
        // Escape closes the topmost sheet, as a swipe down does on a phone.
        if (event.key !== "Escape") return;
        const closers = root.querySelectorAll(".sheet .sheet-close");
        if (closers.length) { event.preventDefault(); closers[closers.length - 1].click(); }
      });
      root.addEventListener("keydown", (event) => {
        const field = event.target;
        // A tappable view acts on Enter and Space, as a button does.
        if ((event.key === "Enter" || event.key === " ") && field.matches("[role=button][data-action], [role=option][data-action]")) {
          event.preventDefault();
          send(field.dataset.id, field.dataset.action);
          return;
        }
        if (event.key === "Enter" && field.tagName === "INPUT" && field.dataset.kind === "text") {
          event.preventDefault();
          if (field.hasAttribute("data-submits")) send(field.dataset.id, Action.submit, field.value);
        }
      });
      document.getElementById("close").addEventListener("click", () => {
        if (ended) return;
        fetch(base + "/close", { method: "POST", credentials: "same-origin" });
      });

      // Patches `into` to look like `from`, keeping elements (and so focus and caret) in place.
      function patchChildren(into, from) {
        const old = Array.from(into.childNodes);
        const next = Array.from(from.childNodes);
        next.forEach((node, index) => {
          const current = old[index];
          if (!current) { into.appendChild(node); return; }
          if (current.nodeType !== node.nodeType || current.nodeName !== node.nodeName ||
              (node.nodeType === 1 && (current.dataset.id !== node.dataset.id || current.type !== node.type))) {
            into.replaceChild(node, current);
            return;
          }
          if (node.nodeType === 3) { if (current.data !== node.data) current.data = node.data; return; }
          patchElement(current, node);
        });
        for (let index = old.length - 1; index >= next.length; index--) into.removeChild(old[index]);
      }
      function patchElement(element, model) {
        for (const attribute of Array.from(element.attributes)) {
          // A menu the person opened stays open across renders: that state is the page's.
          if (attribute.name === "open" && element.tagName === "DETAILS") continue;
          if (!model.hasAttribute(attribute.name)) element.removeAttribute(attribute.name);
        }
        for (const attribute of Array.from(model.attributes)) {
          if (element.getAttribute(attribute.name) !== attribute.value) element.setAttribute(attribute.name, attribute.value);
        }
        const focused = element === document.activeElement;
        if (element.tagName === "INPUT") {
          if (element.type === "checkbox" || element.type === "radio") element.checked = model.hasAttribute("checked");
          else if (!focused) {
            const value = model.getAttribute("value") || "";
            if (element.value !== value) element.value = value;
          }
          return;
        }
        if (element.tagName === "TEXTAREA") {
          if (!focused && element.value !== model.textContent) element.value = model.textContent;
          return;
        }
        patchChildren(element, model);
        if (element.tagName === "SELECT") {
          const chosen = model.querySelector("option[selected]");
          element.value = chosen ? chosen.value : "";
        }
      }
      const scratch = document.createElement("div");
      function show(html) {
        scratch.innerHTML = html;
        patchChildren(root, scratch);
        scratch.textContent = "";
      }

      // Whether the render shown was laid out in the width the page last said (`data-settled`):
      // the first render is laid out for a phone's screen, the next once the app has heard the
      // page's size. What measures the page waits for it.
      let reportedWidth = 0;
      function settle() {
        root.dataset.settled = String(Number(root.dataset.laidOut) === reportedWidth);
      }

      // The app lays out in the page's size: say it now and whenever it changes.
      let reported = "";
      function report() {
        const width = Math.round(root.clientWidth);
        const top = root.getBoundingClientRect().top + window.scrollY;
        const height = Math.max(Math.round(window.innerHeight - top), 200);
        root.style.height = height + "px";
        const key = width + "x" + height;
        if (key === reported || width < 100) return;
        reported = key;
        reportedWidth = width;
        settle();
        send("viewport", Action.viewport, { width, height });
      }
      report();
      let resizing = 0;
      window.addEventListener("resize", () => { clearTimeout(resizing); resizing = setTimeout(report, 100); });

      const scrolled = new Map();
      const events = new EventSource(base + "/events");
      events.addEventListener("render", (message) => {
        const render = JSON.parse(message.data);
        if (render.version < version) return;
        version = render.version;
        root.dataset.version = String(version);
        if (render.laidOut !== null) root.dataset.laidOut = String(render.laidOut);
        if (heading.textContent !== render.title) heading.textContent = render.title;
        document.title = render.title;
        show(render.html);
        settle();
        // preferredColorScheme: the app's scheme is the whole page's, bars and background too.
        const preferred = root.querySelector("[data-preferred-scheme]");
        const scheme = preferred ? preferred.dataset.preferredScheme : "";
        if ((document.documentElement.dataset.scheme || "") !== scheme) {
          if (scheme) document.documentElement.dataset.scheme = scheme; else delete document.documentElement.dataset.scheme;
        }
        status.textContent = "";
        // Scroll requests (ScrollViewReader): each reader's newest, once.
        root.querySelectorAll(".scroll-reader[data-scroll-sequence]").forEach((reader, index) => {
          const sequence = reader.dataset.scrollSequence;
          const key = String(index);
          if (!sequence || scrolled.get(key) === sequence) return;
          scrolled.set(key, sequence);
          const target = [...reader.querySelectorAll("[data-view-id]")].find(e => e.dataset.viewId === reader.dataset.scrollTo);
          if (target) target.scrollIntoView({ block: reader.dataset.scrollAnchor || "nearest", behavior: "smooth" });
        });
        // A modal alert or sheet takes the keyboard, unless focus is in it already: an alert
        // focuses its cancel button (never a destructive one by default), a sheet its first field.
        const dialogs = root.querySelectorAll("[role=alertdialog],[role=dialog]");
        const dialog = dialogs[dialogs.length - 1];
        if (dialog && !dialog.contains(document.activeElement)) {
          const first = dialog.getAttribute("role") === "alertdialog"
            ? dialog.querySelector("button.r-cancel") || dialog.querySelector("button")
            : dialog.querySelector("input,select,textarea") || dialog.querySelector("button:not([disabled])");
          if (first) first.focus();
        }
      });
      events.addEventListener("done", (message) => {
        const done = JSON.parse(message.data);
        ended = true;
        events.close();
        root.classList.add("ended");
        root.setAttribute("aria-disabled", "true");
        for (const control of root.querySelectorAll("button,input,select,textarea")) control.disabled = true;
        document.getElementById("close").hidden = true;
        if (state) state.textContent = done.status;
        status.textContent = done.message;
        status.classList.add("done");
        // Where the run has a page of its own (the web app's), the page becomes the finished
        // run: its result, Copy and Download.
        if (root.dataset.after) location.replace(root.dataset.after);
      });
      // The browser reconnects by itself; after a few seconds of failing, say so plainly.
      let failures = 0;
      events.addEventListener("open", () => { failures = 0; });
      events.onerror = () => {
        if (ended) return;
        failures += 1;
        status.textContent = failures > 10
          ? "SuperSwift is not answering: the app may have ended. Reload to try again."
          : "Reconnecting…";
      };
    })();
    """
}
