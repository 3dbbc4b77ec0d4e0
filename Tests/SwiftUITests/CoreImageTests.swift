import CoreImage
@_spi(Host) import SwiftUI
import Testing

/// Core Image's built-in filters as photo-filter apps use them (100 Days of SwiftUI's
/// Instafilter): typed inputs, the keys a filter takes, display names. No image is decoded on a
/// page, so a filter keeps its inputs and gives no output.
@MainActor
@Suite("Core Image's built-in filters")
struct CoreImageTests {
  @Test("each factory names its Core Image filter; inputs are kept by their keys; inputKeys and display names")
  func builtIns() throws {
    let sepia = CIFilter.sepiaTone()
    sepia.intensity = 0.4
    #expect(sepia.name == "CISepiaTone")
    #expect(sepia.value(forKey: kCIInputIntensityKey) as? Float == 0.4)
    #expect(sepia.inputKeys == [kCIInputImageKey, kCIInputIntensityKey])
    let current: CIFilter = CIFilter.pixellate()
    #expect(current.inputKeys.contains(kCIInputScaleKey) && !current.inputKeys.contains(kCIInputRadiusKey))
    current.setValue(12.0 as Float, forKey: kCIInputScaleKey)
    #expect(current.scale == 12)
    let controls = CIFilter.colorControls()
    controls.contrast = 1.4
    controls.brightness = 0.1
    controls.saturation = 0
    #expect(controls.value(forKey: kCIInputContrastKey) as? Float == 1.4 && controls.saturation == 0)
    #expect(CIFilter.localizedName(forFilterName: "CISepiaTone") == "Sepia Tone")
    #expect(CIFilter.localizedName(forFilterName: "CIStraightenFilter") == "Straighten")
    #expect(CIFilter.localizedName(forFilterName: "nope") == nil)
    let names = CIFilter.filterNames(inCategory: kCICategoryBuiltIn)
    #expect(names.count > 70 && Set(names).count == names.count, "every built-in filter, none twice")
    #expect(names.allSatisfy { CIFilter(name: $0) != nil })
    // The photo: an image to filter, no output on a page, so the app keeps its placeholder.
    let photo = try #require(UIImage(systemName: "photo"))
    let begin = CIImage(image: photo)
    sepia.setValue(begin, forKey: kCIInputImageKey)
    #expect(sepia.inputImage === begin)
    #expect(sepia.outputImage == nil)
    #expect(CIContext().createCGImage(CIImage(), from: .zero) == nil)
    _ = UIImage(ciImage: CIImage())
  }
}
