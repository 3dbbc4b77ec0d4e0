// What SwiftUI apps import UIKit for, on a page: the screen's size, opening URLs, haptics,
// the device's name, and the UIKit types SwiftUI's subset already has (`UIColor`, keyboard and
// text-content types), re-exported with it.
@_exported import Foundation
@_exported import SwiftUI
