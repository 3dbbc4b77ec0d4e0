// As on Apple's platforms, `import SwiftUI` brings Foundation (for `Date`, `URL`, formats)
// and Observation (for `@Observable` models) along.
@_exported import Foundation
@_exported import Observation
