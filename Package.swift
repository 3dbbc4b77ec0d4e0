// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "SuperSwift",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "superswift", targets: ["superswift"]),
    .executable(name: "superswift-cluster", targets: ["superswift-cluster"]),
    .library(name: "SuperSwift", targets: ["SuperSwift"]),
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "SuperSwiftHost", targets: ["SuperSwiftHost"]),
    .library(name: "SuperSwiftHTTPTesting", targets: ["SuperSwiftHTTPTesting"]),
  ],
  targets: [
    // What apps import. Foundation only; knows the app side of the run protocol.
    .target(
      name: "SuperSwift",
      swiftSettings: [.enableExperimentalFeature("SymbolLinkageMarkers")]
    ),

    // What Apple's Foundation brings along and Linux's lacks: CoreGraphics' colors and vectors,
    // `CG…Make`, and the few Foundation declarations swift-corelibs-foundation does not have.
    // Every app file sees it, as Foundation brings it on Apple's systems.
    .target(name: "CoreGraphics"),

    // What apps import as Combine: publishers, subjects, timers, `@Published` and
    // `ObservableObject`, in plain Swift (Apple's Combine does not exist on Linux).
    .target(name: "Combine"),

    // The rendered view tree (`Node`) and the layout engine that frames it, text shaped by
    // HarfBuzz (opened at run time: docs/layout.md). Built optimised for apps, apart from
    // SwiftUI (which is not), since it lays out every node on every change.
    .target(name: "SuperSwiftLayout", dependencies: ["SuperSwift"]),

    // What interactive apps import as SwiftUI: a source-compatible subset that renders a view
    // tree as data and talks to the host over the run protocol. Re-exports Combine and
    // UserNotifications, as Apple's does (through UIKit).
    .target(
      name: "SwiftUI",
      dependencies: [
        "SuperSwift", "SuperSwiftLayout", "Combine", "CoreGraphics", "UserNotifications", "UniformTypeIdentifiers",
      ]
    ),

    // What SwiftUI apps import UIKit for: the screen, opening URLs, haptics (no-ops on a page);
    // re-exports SwiftUI, whose subset has UIKit's colors and keyboard types.
    .target(name: "UIKit", dependencies: ["SwiftUI", "SuperSwift"]),

    // Apple frameworks SwiftUI apps import beside SwiftUI, as a page has them: haptics that the
    // hardware does not support, system sounds that play nothing, notifications not granted.
    .target(name: "UserNotifications"),
    // File and data types (`UTType`), for the file importer and exporter and for apps.
    .target(name: "UniformTypeIdentifiers"),
    .target(name: "CoreHaptics"),
    .target(name: "AudioToolbox", dependencies: ["CoreGraphics"]),
    // More of Apple's frameworks apps import, as a page has them (docs/guide-interface-apps.md):
    // players and speech that keep their state without sound, a video's place, web views and
    // the in-app browser as UIKit views, the photo picker's button, filters without output,
    // type identifiers, tips drawn as cards.
    // AVFoundation brings AudioToolbox's system sounds, as Apple's does.
    .target(name: "AVFoundation", dependencies: ["AudioToolbox", "CoreGraphics", "CoreMedia"]),
    // Core Media: times, ranges and sample buffers (a frame's image buffer and time).
    .target(name: "CoreMedia", dependencies: ["CoreVideo"]),
    .target(name: "AVKit", dependencies: ["AVFoundation", "SwiftUI"]),
    .target(name: "WebKit", dependencies: ["SwiftUI"]),
    .target(name: "SafariServices", dependencies: ["SwiftUI"]),
    .target(name: "PhotosUI", dependencies: ["SwiftUI"]),
    .target(name: "CoreImage", dependencies: ["SwiftUI", "CoreVideo"]),
    .target(name: "MobileCoreServices"),
    .target(name: "TipKit", dependencies: ["SwiftUI"]),
    // Frameworks with no sensor or service on a server (docs/guide-interface-apps.md): location
    // never authorised, motion sensors and biometrics unavailable, the network path satisfied;
    // logging to standard error; GameplayKit's random sources and state machines, which need no
    // screen; AVFAudio, the audio half of AVFoundation.
    .target(name: "CoreLocation"),
    .target(name: "CoreMotion"),
    .target(name: "LocalAuthentication"),
    .target(name: "Network"),
    .target(name: "OSLog"),
    .target(name: "os", dependencies: ["OSLog"]),
    .target(name: "GameplayKit"),
    // Frameworks for what a page has none of: no widgets to reload, a keychain for the run, no
    // Bluetooth radio, no speech recogniser.
    .target(name: "WidgetKit", dependencies: ["SwiftUI"]),
    .target(name: "Security"),
    .target(name: "CoreBluetooth"),
    .target(name: "Speech"),
    .target(name: "MediaPlayer"),
    // Swift Charts: marks drawn on a canvas with scales from the data (docs/swiftui-coverage.md).
    .target(name: "Charts", dependencies: ["SwiftUI"]),
    .target(name: "AVFAudio", dependencies: ["AVFoundation"]),
    // SwiftUICore: iOS 18's name for SwiftUI's core, which some apps import; re-exports SwiftUI.
    .target(name: "SwiftUICore", dependencies: ["SwiftUI"]),
    // QuartzCore: Core Animation's layers, animations and display link, which live in
    // SwiftUI (beside the paths they draw); re-exports it.
    .target(name: "QuartzCore", dependencies: ["SwiftUI"]),
    // ImageIO: image sources that read a file's frames, delays and size from its header; in
    // SwiftUI beside `CGImage`, re-exported.
    .target(name: "ImageIO", dependencies: ["SwiftUI"]),
    // PencilKit: a canvas that keeps its drawing and tool, tools, drawings whose data
    // round-trips (a page has no pencil; the canvas is a UIKit view's placeholder).
    .target(name: "PencilKit", dependencies: ["SwiftUI"]),
    // PDFKit: documents that know their pages and media boxes; NotificationCenter: the old
    // Today widgets' names, which a page has none of.
    .target(name: "PDFKit", dependencies: ["SwiftUI"]),
    .target(name: "NotificationCenter", dependencies: ["SwiftUI"]),
    // PassKit: Apple Pay's requests and sheet (never presented: a page has no Apple Pay) and
    // its buttons; Accelerate: vDSP's vector functions and FFTs and vForce, in plain Swift.
    .target(name: "PassKit", dependencies: ["SwiftUI"]),
    .target(name: "Accelerate"),
    // FoundationModels: Apple's on-device language model as a device without Apple Intelligence
    // has it (never available; requests throw), with guided generation's types, so an app's
    // `@Generable` types and fallback screens compile and show (the host expands the macros).
    .target(name: "FoundationModels"),
    // Core ML and Vision as a system without their engines has them: features, multi-arrays and
    // pixel buffers (Core Video) real; loading a model and analysing an image throw, so apps
    // show what they show when a model fails to load.
    .target(name: "CoreVideo"),
    .target(name: "CoreML", dependencies: ["CoreVideo", "ImageIO"]),
    .target(name: "Vision", dependencies: ["CoreML", "CoreMedia", "CoreImage", "ImageIO"]),
    // Playgrounds: Xcode 26's `#Playground` blocks, which only Xcode's canvas runs (blanked).
    .target(name: "Playgrounds"),
    // CryptoKit: hashes, HMAC, HKDF, AES-GCM, ChaChaPoly, the NIST curves and Curve25519, over
    // OpenSSL's libcrypto opened with `dlopen` (docs/architecture.md, "Choices and why").
    .target(name: "CryptoKit"),
    // Maps without tiles or a map service: markers and annotations at their places on a plain
    // area, searches and directions failing as offline ones do.
    .target(name: "MapKit", dependencies: ["SwiftUI", "CoreLocation"]),
    // Foundation declarations Linux's Foundation marks unavailable, declared again (a module's
    // declaration shadows the same one of a module it imports): predicate and expression format
    // strings, the duration and measurement formatters. Imported into every file of an app that
    // names one of them, and built only for those (docs/architecture.md).
    .target(name: "FoundationCompatibility"),

    // fork/exec with a new process group and a parent-death signal, which posix_spawn cannot do.
    .target(name: "CSpawn"),

    // Debian's C libraries, each the well-kept one for its job (docs/architecture.md says why):
    // OpenSSL for TLS and the local CA, minizip (zlib's) for zip archives of several result
    // files, libqrcodegen for QR codes. All three ship static archives, so the static
    // `superswift` stays static.
    .systemLibrary(name: "COpenSSL", pkgConfig: "openssl", providers: [.apt(["libssl-dev"])]),
    .systemLibrary(name: "CMinizip", pkgConfig: "minizip", providers: [.apt(["libminizip-dev"])]),
    .systemLibrary(name: "CQRCodeGen", pkgConfig: "qrcodegen", providers: [.apt(["libqrcodegen-dev"])]),

    // The host in layers the compiler holds (docs/architecture.md draws them): no target names
    // one above it, and LayeringTests fails on a dependency that runs up the stack.
    //
    // The POSIX layer, files, processes, hashing and time. Knows nothing of apps or HTTP.
    .target(name: "SuperSwiftSystem", dependencies: ["CSpawn", "COpenSSL", "CMinizip"]),

    // HTTP/1.1: transport, messages, TLS, the router and its errors, the `HTML` type. Knows
    // nothing of apps, runs or the library.
    .target(name: "SuperSwiftHTTP", dependencies: ["SuperSwift", "SuperSwiftSystem", "COpenSSL"]),

    // The host as a library: the library of apps, builds, runs, history, automations, typed
    // input, the desktop, share and links. Knows nothing of HTTP: its errors are its own types,
    // mapped to responses once, at the server's edge.
    .target(
      name: "SuperSwiftHost",
      dependencies: ["SuperSwift", "SuperSwiftSystem"],
      plugins: ["EmbedRuntime"]
    ),

    // `serve`: authentication, the API, the web app, interface pages, pairing and the run
    // service's HTTP face, on the three layers below.
    .target(
      name: "SuperSwiftServer",
      dependencies: [
        "SuperSwift", "SuperSwiftSystem", "SuperSwiftHTTP", "SuperSwiftHost", "COpenSSL", "CMinizip", "CQRCodeGen",
      ]
    ),

    // The in-process client: a server's router driven without a socket, for tests.
    .target(name: "SuperSwiftHTTPTesting", dependencies: ["SuperSwift", "SuperSwiftHTTP"]),

    // The command-line tool, as a library both executables run.
    .target(
      name: "SuperSwiftCLI",
      dependencies: ["SuperSwift", "SuperSwiftSystem", "SuperSwiftHTTP", "SuperSwiftHost", "SuperSwiftServer"]),

    // The command-line tool.
    // Linked with the Swift runtime and Foundation statically: it starts in a few
    // milliseconds instead of a dozen, which is most of what a warm run costs.
    .executableTarget(
      name: "superswift",
      dependencies: ["SuperSwiftCLI"]
    ),

    // PostgreSQL's client library, libpq (libpq-dev), for running on several machines. Debian's
    // libpq needs Kerberos and LDAP libraries that ship no static archives, so it cannot be part
    // of the static `superswift`: it is linked into `superswift-cluster` only
    // (docs/architecture.md, "Choices and why").
    .systemLibrary(name: "CLibPQ", pkgConfig: "libpq", providers: [.apt(["libpq-dev"])]),

    // The queue and the workers on PostgreSQL: `serve --queue`, `worker`.
    .target(
      name: "SuperSwiftCluster",
      dependencies: [
        "SuperSwift", "SuperSwiftSystem", "SuperSwiftHTTP", "SuperSwiftHost", "SuperSwiftServer", "CLibPQ",
      ]),

    // The same tool with the cluster linked in, dynamically linked (libpq).
    .executableTarget(
      name: "superswift-cluster",
      dependencies: ["SuperSwiftCLI", "SuperSwiftCluster"]
    ),

    // Build tool: turns the runtime modules' sources into a Swift file the host carries.
    .executableTarget(name: "RuntimeEmbedder"),
    .plugin(
      name: "EmbedRuntime",
      capability: .buildTool(),
      dependencies: ["RuntimeEmbedder"]
    ),

    .testTarget(name: "SuperSwiftTests", dependencies: ["SuperSwift"], exclude: ["Fixtures"]),
    // Swift Testing declares cross-import overlays for Apple's CoreGraphics and UIKit, which
    // exist only there; the runtime's modules of those names would make it look for them.
    .testTarget(
      name: "SwiftUITests",
      dependencies: [
        "SwiftUI", "SuperSwift", "SuperSwiftLayout", "Combine", "UIKit", "CoreGraphics", "CoreHaptics", "AudioToolbox",
        "AVFoundation", "AVKit", "WebKit", "SafariServices", "PhotosUI", "CoreImage", "MobileCoreServices", "TipKit",
        "UserNotifications", "UniformTypeIdentifiers", "FoundationCompatibility", "CoreLocation", "CoreMotion",
        "LocalAuthentication", "Network", "OSLog", "os", "GameplayKit", "AVFAudio",
        "MapKit", "WidgetKit", "Security", "CoreBluetooth", "Speech", "MediaPlayer", "Charts", "SwiftUICore",
        "CryptoKit", "QuartzCore", "ImageIO", "PencilKit", "PDFKit", "NotificationCenter",
        "PassKit", "Accelerate", "FoundationModels", "CoreVideo", "CoreML", "Vision", "Playgrounds", "CoreMedia",
      ],
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
    .testTarget(
      name: "SuperSwiftHostTests",
      dependencies: [
        "SuperSwiftSystem", "SuperSwiftHTTP", "SuperSwiftHost", "SuperSwiftServer", "SuperSwiftHTTPTesting",
        "SuperSwiftCluster",
      ],
      exclude: ["Differential/h11_verdicts.py"]),
    .testTarget(
      name: "EndToEndTests",
      // The push tests' own push service checks and decrypts with the host's Web Push code
      // (itself tested against RFC 8291's example), on the HTTP layer's server.
      dependencies: [
        "superswift", "superswift-cluster", "SuperSwift", "SuperSwiftHTTP", "SuperSwiftHost", "SuperSwiftSystem",
      ],
      exclude: ["Corpus", "Support/postgres.sh", "Support/layout-compare.js"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
