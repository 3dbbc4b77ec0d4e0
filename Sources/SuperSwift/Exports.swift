// Apps write `import SuperSwift` and use `URL`, `Data` and the rest of Foundation, as they
// would on Apple's platforms, where the framework brings Foundation along.
@_exported import Foundation
