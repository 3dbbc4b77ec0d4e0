import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost
import SuperSwiftSystem

/// Web Push's HTTP face: the server's public key and the categories (`GET /api/push`), a
/// browser's subscription made, changed, tested and removed (`/api/push/subscriptions…`), and
/// the service worker the web app registers (`/sw.js`). The owner's only: a device's token
/// runs apps, it does not choose who is told about them.
struct PushRoutes {
  let server: SuperSwiftServer

  /// The routes.
  var routes: [Route] {
    let server = server
    let push = server.push
    return [
      Route(.get, ["api", "push"], scope: .owner) { _ throws(HTTPError) in
        .json(
          [
            "publicKey": .string(try Self.publicKey(push)),
            "categories": .array(
              PushCategory.allCases.map { category in
                [
                  "name": .string(category.rawValue), "title": .string(category.title),
                  "explanation": .string(category.explanation),
                  "default": .bool(PushCategory.defaults.contains(category)),
                ]
              }),
            "subscriptions": .array(push.subscriptions.list().map(\.json)),
          ])
      },
      Route(.post, ["api", "push", "subscriptions"], scope: .owner, bodyLimit: 16 << 10) {
        context throws(HTTPError) in
        let (subscription, made) = try subscribe(context.request)
        return .json(subscription.json, status: made ? 201 : 200)
      },
      Route(.post, ["api", "push", "subscriptions", "*"], scope: .owner, bodyLimit: 4096) {
        context throws(HTTPError) in
        guard let json = JSON(parsing: context.request.body), let list = json["categories"] else {
          throw HTTPError(400, "send {\"categories\": [\"failed\", …]}")
        }
        let categories = try Self.categories(list)
        do {
          return .json(try push.subscriptions.setCategories(categories, of: context[0]).json)
        } catch let refusal as PushSubscriptions.Refusal {
          throw HTTPError(404, refusal.description)
        } catch {
          throw HTTPError(500, "could not save the subscription: \(ErrorSentence.describe(error))")
        }
      },
      Route(.delete, ["api", "push", "subscriptions", "*"], scope: .owner) { context throws(HTTPError) in
        do {
          guard try push.subscriptions.remove(context[0]) else {
            throw HTTPError(404, "no push subscription \(context[0])")
          }
        } catch let error as HTTPError {
          throw error
        } catch {
          throw HTTPError(500, "could not remove the subscription: \(ErrorSentence.describe(error))")
        }
        return HTTPResponse(status: 204)
      },
      Route(.post, ["api", "push", "subscriptions", "*", "test"], scope: .owner) { context throws(HTTPError) in
        let message = PushMessage(
          category: .apps, title: "SuperSwift", body: "Notifications from this server reach this device.", url: "/",
          tag: "test")
        do {
          try push.send(message, to: context[0])
        } catch {
          throw HTTPError(404, "\(error)")
        }
        return .json(["sent": true, "message": message.json], status: 202)
      },
      // The service worker: at the root, so its scope is the whole web app.
      Route(.get, ["sw.js"], scope: .anyone, access: .public) { _ throws(HTTPError) in
        HTTPResponse(
          status: 200,
          headers: [
            ("Content-Type", "text/javascript; charset=utf-8"), ("Cache-Control", "no-cache"),
            ("X-Content-Type-Options", "nosniff"),
          ], body: Data(PushAssets.serviceWorker.utf8))
      },
    ]
  }

  /// The server's `applicationServerKey`.
  static func publicKey(_ push: PushService) throws(HTTPError) -> String {
    do {
      return try push.vapid().applicationServerKey
    } catch {
      throw HTTPError(500, "could not read or make the server's push key: \(ErrorSentence.describe(error))")
    }
  }

  /// Categories by name: each one known, or 400 naming the ones there are.
  static func categories(_ list: JSON) throws(HTTPError) -> Set<PushCategory> {
    guard let names = list.array?.map(\.string) else { throw HTTPError(400, "categories is a list of names") }
    var categories: Set<PushCategory> = []
    for name in names {
      guard let name, let category = PushCategory(rawValue: name) else {
        throw HTTPError(
          400,
          "unknown category \(name.map { "\"\($0.prefix(40))\"" } ?? "(not a string)"); the categories are \(PushCategory.allCases.map(\.rawValue).joined(separator: ", "))"
        )
      }
      categories.insert(category)
    }
    return categories
  }

  /// `POST /api/push/subscriptions`: a browser's `PushSubscription.toJSON()` (`endpoint`,
  /// `keys.p256dh`, `keys.auth`), with `categories` (else the defaults, or what an already
  /// known endpoint had). The endpoint must be a browser's push service.
  private func subscribe(_ request: HTTPRequest) throws(HTTPError) -> (PushSubscription, made: Bool) {
    guard let json = JSON(parsing: request.body), let endpoint = json["endpoint"]?.string else {
      throw HTTPError(400, "send the browser's subscription: {\"endpoint\": …, \"keys\": {\"p256dh\": …, \"auth\": …}}")
    }
    do {
      _ = try server.push.endpoints.check(endpoint)
    } catch {
      throw HTTPError(400, error.description)
    }
    guard let p256dh = json["keys"]?["p256dh"]?.string.flatMap(Base64URL.decode), p256dh.count == 65,
      (try? P256(publicKey: p256dh)) != nil  // a named decision: any failure is "not a key"
    else { throw HTTPError(400, "keys.p256dh is not a P-256 public key (65 bytes, Base64URL)") }
    guard let auth = json["keys"]?["auth"]?.string.flatMap(Base64URL.decode), auth.count == 16 else {
      throw HTTPError(400, "keys.auth is not a 16-byte secret (Base64URL)")
    }
    let categories = try json["categories"].map { list throws(HTTPError) in try Self.categories(list) }
    let session: String? =
      if case .session(let secret, _) = request.credential { String(AccessToken.digest(secret).prefix(16)) } else {
        nil
      }
    do {
      return try server.push.subscriptions.add(
        endpoint: endpoint, p256dh: p256dh, auth: auth, categories: categories,
        device: Self.device(from: request.header("User-Agent")), session: session, now: server.clock.now)
    } catch let refusal as PushSubscriptions.Refusal {
      throw HTTPError(409, refusal.description)
    } catch {
      throw HTTPError(500, "could not save the subscription: \(ErrorSentence.describe(error))")
    }
  }

  /// "iPhone · Safari": the device's kind and its browser, from its User-Agent.
  static func device(from userAgent: String?) -> String {
    let agent = userAgent ?? ""
    let kind = SessionStore.device(from: agent)
    let browser =
      [("Edg/", "Edge"), ("Firefox/", "Firefox"), ("Chrome/", "Chrome"), ("CriOS/", "Chrome"), ("Safari/", "Safari")]
      .first { agent.contains($0.0) }?.1
    return browser.map { "\(kind) · \($0)" } ?? kind
  }
}
