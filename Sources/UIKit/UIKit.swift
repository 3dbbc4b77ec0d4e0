// What SwiftUI apps import UIKit for lives in SwiftUI's subset (as on iOS, where SwiftUI
// brings UIKit's names with it): the screen, the device, opening URLs, haptics, colors and
// keyboard types. `import UIKit` re-exports it.
@_exported import Foundation
@_exported import SwiftUI
