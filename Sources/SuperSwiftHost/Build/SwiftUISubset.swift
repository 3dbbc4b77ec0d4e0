/// Names of Apple's SwiftUI and UIKit (and frameworks that add views to them) that SuperSwift's
/// SwiftUI does not have yet, which apps written for iOS use: a build failure that mentions one
/// says so in plain words.
///
/// A test checks that none of these is declared in `Sources/SwiftUI`, so the list cannot claim
/// something is missing after it has been added.
package enum SwiftUISubset {
  /// Types, modifiers and property wrappers outside the subset.
  /// (`docs/swiftui-api.tsv` lists SwiftUI's iOS 17 API with no row missing; what is left is
  /// what came later and what other frameworks add to views, as published apps use them.)
  package static let outside: Set<String> = [
    // visionOS's and iOS 26's drag containers
    "glassBackgroundEffect", "ornament", "dragContainer", "MeshGradientView",
    // Other frameworks' views
    "PhotosPicker", "Map", "VideoPlayer", "SignInWithAppleButton", "ProductView", "StoreView",
    "SubscriptionStoreView", "MapKit", "PhotosPickerItem",
    // UIKit beyond what SwiftUI apps reach for (a page has no UIKit views)
    "UICollectionView",
    "UIDocumentPickerViewController",
  ]
}
