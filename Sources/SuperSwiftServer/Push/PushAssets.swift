/// Web Push's scripts: the service worker that shows a push and opens what a tap leads to
/// (`/sw.js`), and the Notifications page's script (`/web/push.js`), which registers the worker,
/// asks for permission only when the person taps, subscribes with the server's key and keeps
/// the server's copy of the subscription in step.
enum PushAssets {
  /// The service worker. A push's decrypted data is `PushMessage.json`; its `url` is a path on
  /// this server, and anything else opens the web app's start.
  static let serviceWorker = #"""
    "use strict";
    self.addEventListener("install", () => self.skipWaiting());
    self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
    const place = (url) => (typeof url === "string" && url.startsWith("/") && !url.startsWith("//")) ? url : "/";
    self.addEventListener("push", (event) => {
      let message = {};
      try { message = event.data ? event.data.json() : {}; }
      catch (error) { message = { title: "SuperSwift", body: event.data ? event.data.text() : "" }; }
      const options = { body: message.body || "", data: { url: place(message.url) }, icon: "/web/icon-180.png",
        badge: "/web/icon-180.png" };
      if (message.tag) { options.tag = message.tag; options.renotify = true; }
      event.waitUntil(self.registration.showNotification(message.title || "SuperSwift", options));
    });
    self.addEventListener("notificationclick", (event) => {
      event.notification.close();
      const target = new URL(place(event.notification.data && event.notification.data.url), self.location.origin).href;
      event.waitUntil((async () => {
        const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
        for (const client of windows) { if (client.url === target && "focus" in client) return client.focus(); }
        for (const client of windows) {
          if ("navigate" in client) {
            try { const moved = await client.navigate(target); if (moved) return moved.focus(); } catch (error) { }
          }
        }
        return self.clients.openWindow(target);
      })());
    });
    """#

  /// The Notifications page's script: everything happens after a tap, never on load, except
  /// finding whether this browser is already subscribed.
  static let pageScript = #"""
    "use strict";
    (() => {
      const root = document.getElementById("push");
      if (!root) return;
      const state = document.getElementById("push-state");
      const enable = document.getElementById("push-enable");
      const disable = document.getElementById("push-disable");
      const test = document.getElementById("push-test");
      const choices = document.getElementById("push-categories");
      const boxes = Array.from(choices.querySelectorAll("input[type=checkbox]"));
      const say = (words) => { state.textContent = words; };
      let registration = null, subscription = null, serverID = null;
      const show = () => {
        const on = serverID !== null;
        // The categories are chosen before turning on too: they go with the subscription.
        enable.hidden = on; disable.hidden = !on; test.hidden = !on; choices.disabled = false;
        root.dataset.subscribed = on ? "yes" : "no";
      };
      const keyBytes = (text) => {
        const base64 = (text + "=".repeat((4 - text.length % 4) % 4)).replace(/-/g, "+").replace(/_/g, "/");
        return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      };
      const chosen = () => boxes.filter((box) => box.checked).map((box) => box.value);
      const api = async (method, path, body) => {
        const response = await fetch(path, { method, credentials: "same-origin",
          headers: body ? { "Content-Type": "application/json" } : {}, body: body ? JSON.stringify(body) : undefined });
        const answer = response.status === 204 ? {} : await response.json().catch(() => ({}));
        if (!response.ok) throw new Error(answer.error || "the server said " + response.status);
        return answer;
      };
      const adopt = (answer) => {
        serverID = answer.id;
        for (const box of boxes) box.checked = (answer.categories || []).includes(box.value);
        show();
      };
      const standalone = window.matchMedia("(display-mode: standalone)").matches || navigator.standalone === true;
      if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
        say(/iPhone|iPad/.test(navigator.userAgent) && !standalone
          ? "On an iPhone, notifications come to the Home Screen app: tap Share, then Add to Home Screen, and open SuperSwift from its icon."
          : "This browser cannot receive Web Push notifications.");
        enable.hidden = true;
        return;
      }
      (async () => {
        try {
          registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
          await navigator.serviceWorker.ready;
          root.dataset.worker = "ready";
          subscription = await registration.pushManager.getSubscription();
          if (subscription) {
            // Known to the browser: tell the server again (it keeps the categories).
            adopt(await api("POST", "/api/push/subscriptions", subscription.toJSON()));
            say("Notifications are on for this device.");
          } else {
            say(Notification.permission === "denied"
              ? "Notifications are blocked for this site: allow them in the browser's settings, then tap Turn on."
              : "Notifications are off for this device.");
            show();
          }
        } catch (error) {
          say("Could not set up notifications: " + error.message);
        }
      })();
      enable.addEventListener("click", async () => {
        enable.disabled = true;
        try {
          const permission = await Notification.requestPermission();
          if (permission !== "granted") {
            say("Notifications were not allowed. Allow them in the browser's settings (on an iPhone: Settings → Notifications → SuperSwift), then tap Turn on again.");
            return;
          }
          say("Subscribing…");
          // The browser's own push service may be out of reach (no internet): say so rather
          // than wait for ever.
          const late = new Promise((_, reject) => setTimeout(() => reject(new Error(
            "the browser's push service did not answer in 20 seconds; is this device online?")), 20000));
          subscription = await Promise.race([registration.pushManager.subscribe({ userVisibleOnly: true,
            applicationServerKey: keyBytes(root.dataset.key) }), late]);
          adopt(await api("POST", "/api/push/subscriptions", Object.assign(subscription.toJSON(), { categories: chosen() })));
          say("Notifications are on for this device. Tap Send a test to see one.");
        } catch (error) {
          say("Could not turn notifications on: " + error.message);
        } finally {
          enable.disabled = false;
        }
      });
      disable.addEventListener("click", async () => {
        try {
          if (serverID) await api("DELETE", "/api/push/subscriptions/" + serverID);
          if (subscription) await subscription.unsubscribe();
          serverID = null; subscription = null;
          show();
          say("Notifications are off for this device.");
        } catch (error) { say("Could not turn notifications off: " + error.message); }
      });
      test.addEventListener("click", async () => {
        try {
          await api("POST", "/api/push/subscriptions/" + serverID + "/test");
          say("Sent: it arrives in a few seconds.");
        } catch (error) { say("Could not send a test: " + error.message); }
      });
      for (const box of boxes) box.addEventListener("change", async () => {
        if (!serverID) return;
        try {
          adopt(await api("POST", "/api/push/subscriptions/" + serverID, { categories: chosen() }));
          say("Saved.");
        } catch (error) { say("Could not save: " + error.message); }
      });
    })();
    """#
}
