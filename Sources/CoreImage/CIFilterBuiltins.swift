// Core Image's built-in filters as `CoreImage.CIFilterBuiltins` names them: one factory per
// filter (`CIFilter.sepiaTone()`), each input a property with Apple's name and type. A page
// decodes no image, so a filter keeps its inputs and makes no output (`outputImage` is `nil`);
// apps that offer a list of filters, slide their intensity and save the result compile, run
// and show their controls. Written from a table of the filters (name, Core Image name, inputs).

extension CIFilter {
  /// The filters there are: Core Image's name, the factory's name, and each input's key.
  static let builtIns: [(name: String, factory: String, inputs: [String])] = [
    ("CIAccordionFoldTransition", "accordionFoldTransition", ["inputImage", "inputTargetImage", "inputTime"]),
    ("CIAdditionCompositing", "additionCompositing", ["inputImage", "inputBackgroundImage"]),
    ("CIAffineTransform", "affineTransform", ["inputImage", "inputTransform"]),
    ("CIAreaAverage", "areaAverage", ["inputImage", "inputExtent"]),
    ("CIAztecCodeGenerator", "aztecCodeGenerator", ["inputMessage", "inputCorrectionLevel"]),
    ("CIBloom", "bloom", ["inputImage", "inputRadius", "inputIntensity"]),
    ("CIBlendWithMask", "blendWithMask", ["inputImage", "inputBackgroundImage", "inputMaskImage"]),
    ("CIBoxBlur", "boxBlur", ["inputImage", "inputRadius"]),
    ("CIBumpDistortion", "bumpDistortion", ["inputImage", "inputCenter", "inputRadius", "inputScale"]),
    (
      "CICheckerboardGenerator", "checkerboardGenerator",
      ["inputCenter", "inputColor0", "inputColor1", "inputWidth", "inputSharpness"]
    ),
    ("CICircularScreen", "circularScreen", ["inputImage", "inputCenter", "inputWidth", "inputSharpness"]),
    (
      "CICode128BarcodeGenerator", "code128BarcodeGenerator", ["inputMessage", "inputQuietSpace", "inputBarcodeHeight"]
    ),
    ("CIColorClamp", "colorClamp", ["inputImage", "inputMinComponents", "inputMaxComponents"]),
    ("CIColorControls", "colorControls", ["inputImage", "inputSaturation", "inputBrightness", "inputContrast"]),
    ("CIColorInvert", "colorInvert", ["inputImage"]),
    (
      "CIColorMatrix", "colorMatrix",
      ["inputImage", "inputRVector", "inputGVector", "inputBVector", "inputAVector", "inputBiasVector"]
    ),
    ("CIColorMonochrome", "colorMonochrome", ["inputImage", "inputColor", "inputIntensity"]),
    ("CIColorPosterize", "colorPosterize", ["inputImage", "inputLevels"]),
    ("CIColorThreshold", "colorThreshold", ["inputImage", "inputThreshold"]),
    ("CIComicEffect", "comicEffect", ["inputImage"]),
    ("CIConstantColorGenerator", "constantColorGenerator", ["inputColor"]),
    ("CICrystallize", "crystallize", ["inputImage", "inputRadius", "inputCenter"]),
    ("CIDiscBlur", "discBlur", ["inputImage", "inputRadius"]),
    ("CIDither", "dither", ["inputImage", "inputIntensity"]),
    ("CIDotScreen", "dotScreen", ["inputImage", "inputCenter", "inputAngle", "inputWidth", "inputSharpness"]),
    ("CIEdges", "edges", ["inputImage", "inputIntensity"]),
    ("CIEdgeWork", "edgeWork", ["inputImage", "inputRadius"]),
    ("CIExposureAdjust", "exposureAdjust", ["inputImage", "inputEv"]),
    ("CIFalseColor", "falseColor", ["inputImage", "inputColor0", "inputColor1"]),
    ("CIGammaAdjust", "gammaAdjust", ["inputImage", "inputPower"]),
    ("CIGaussianBlur", "gaussianBlur", ["inputImage", "inputRadius"]),
    ("CIGloom", "gloom", ["inputImage", "inputRadius", "inputIntensity"]),
    ("CIHexagonalPixellate", "hexagonalPixellate", ["inputImage", "inputCenter", "inputScale"]),
    (
      "CIHighlightShadowAdjust", "highlightShadowAdjust",
      ["inputImage", "inputRadius", "inputShadowAmount", "inputHighlightAmount"]
    ),
    ("CIHueAdjust", "hueAdjust", ["inputImage", "inputAngle"]),
    ("CIKaleidoscope", "kaleidoscope", ["inputImage", "inputCount", "inputCenter", "inputAngle"]),
    ("CILanczosScaleTransform", "lanczosScaleTransform", ["inputImage", "inputScale", "inputAspectRatio"]),
    ("CILineScreen", "lineScreen", ["inputImage", "inputCenter", "inputAngle", "inputWidth", "inputSharpness"]),
    ("CILinearGradient", "linearGradient", ["inputPoint0", "inputPoint1", "inputColor0", "inputColor1"]),
    ("CIMaskToAlpha", "maskToAlpha", ["inputImage"]),
    ("CIMaximumComponent", "maximumComponent", ["inputImage"]),
    ("CIMinimumComponent", "minimumComponent", ["inputImage"]),
    ("CIMorphologyGradient", "morphologyGradient", ["inputImage", "inputRadius"]),
    ("CIMotionBlur", "motionBlur", ["inputImage", "inputRadius", "inputAngle"]),
    ("CIMultiplyCompositing", "multiplyCompositing", ["inputImage", "inputBackgroundImage"]),
    ("CINoiseReduction", "noiseReduction", ["inputImage", "inputNoiseLevel", "inputSharpness"]),
    ("CIPhotoEffectChrome", "photoEffectChrome", ["inputImage"]),
    ("CIPhotoEffectFade", "photoEffectFade", ["inputImage"]),
    ("CIPhotoEffectInstant", "photoEffectInstant", ["inputImage"]),
    ("CIPhotoEffectMono", "photoEffectMono", ["inputImage"]),
    ("CIPhotoEffectNoir", "photoEffectNoir", ["inputImage"]),
    ("CIPhotoEffectProcess", "photoEffectProcess", ["inputImage"]),
    ("CIPhotoEffectTonal", "photoEffectTonal", ["inputImage"]),
    ("CIPhotoEffectTransfer", "photoEffectTransfer", ["inputImage"]),
    ("CIPinchDistortion", "pinchDistortion", ["inputImage", "inputCenter", "inputRadius", "inputScale"]),
    ("CIPixellate", "pixellate", ["inputImage", "inputCenter", "inputScale"]),
    ("CIPointillize", "pointillize", ["inputImage", "inputRadius", "inputCenter"]),
    ("CIQRCodeGenerator", "qrCodeGenerator", ["inputMessage", "inputCorrectionLevel"]),
    (
      "CIRadialGradient", "radialGradient",
      ["inputCenter", "inputRadius0", "inputRadius1", "inputColor0", "inputColor1"]
    ),
    ("CIRandomGenerator", "randomGenerator", []),
    ("CISepiaTone", "sepiaTone", ["inputImage", "inputIntensity"]),
    ("CISharpenLuminance", "sharpenLuminance", ["inputImage", "inputSharpness", "inputRadius"]),
    ("CISourceAtopCompositing", "sourceAtopCompositing", ["inputImage", "inputBackgroundImage"]),
    ("CISourceOverCompositing", "sourceOverCompositing", ["inputImage", "inputBackgroundImage"]),
    ("CIStraightenFilter", "straighten", ["inputImage", "inputAngle"]),
    ("CITemperatureAndTint", "temperatureAndTint", ["inputImage", "inputNeutral", "inputTargetNeutral"]),
    ("CIThermal", "thermal", ["inputImage"]),
    (
      "CIToneCurve", "toneCurve",
      ["inputImage", "inputPoint0", "inputPoint1", "inputPoint2", "inputPoint3", "inputPoint4"]
    ),
    ("CITwirlDistortion", "twirlDistortion", ["inputImage", "inputCenter", "inputRadius", "inputAngle"]),
    ("CIUnsharpMask", "unsharpMask", ["inputImage", "inputRadius", "inputIntensity"]),
    ("CIVibrance", "vibrance", ["inputImage", "inputAmount"]),
    ("CIVignette", "vignette", ["inputImage", "inputIntensity", "inputRadius"]),
    (
      "CIVignetteEffect", "vignetteEffect",
      ["inputImage", "inputCenter", "inputRadius", "inputIntensity", "inputFalloff"]
    ),
    ("CIWhitePointAdjust", "whitePointAdjust", ["inputImage", "inputColor"]),
    ("CIXRay", "xRay", ["inputImage"]),
    ("CIZoomBlur", "zoomBlur", ["inputImage", "inputCenter", "inputAmount"]),
  ]

  /// Accordion Fold Transition (`CIAccordionFoldTransition`).
  public static func accordionFoldTransition() -> CIFilter { CIFilter(name: "CIAccordionFoldTransition")! }
  /// Addition Compositing (`CIAdditionCompositing`).
  public static func additionCompositing() -> CIFilter { CIFilter(name: "CIAdditionCompositing")! }
  /// Affine Transform (`CIAffineTransform`).
  public static func affineTransform() -> CIFilter { CIFilter(name: "CIAffineTransform")! }
  /// Area Average (`CIAreaAverage`).
  public static func areaAverage() -> CIFilter { CIFilter(name: "CIAreaAverage")! }
  /// Aztec Code Generator (`CIAztecCodeGenerator`).
  public static func aztecCodeGenerator() -> CIFilter { CIFilter(name: "CIAztecCodeGenerator")! }
  /// Bloom (`CIBloom`).
  public static func bloom() -> CIFilter { CIFilter(name: "CIBloom")! }
  /// Blend With Mask (`CIBlendWithMask`).
  public static func blendWithMask() -> CIFilter { CIFilter(name: "CIBlendWithMask")! }
  /// Box Blur (`CIBoxBlur`).
  public static func boxBlur() -> CIFilter { CIFilter(name: "CIBoxBlur")! }
  /// Bump Distortion (`CIBumpDistortion`).
  public static func bumpDistortion() -> CIFilter { CIFilter(name: "CIBumpDistortion")! }
  /// Checkerboard Generator (`CICheckerboardGenerator`).
  public static func checkerboardGenerator() -> CIFilter { CIFilter(name: "CICheckerboardGenerator")! }
  /// Circular Screen (`CICircularScreen`).
  public static func circularScreen() -> CIFilter { CIFilter(name: "CICircularScreen")! }
  /// Code128Barcode Generator (`CICode128BarcodeGenerator`).
  public static func code128BarcodeGenerator() -> CIFilter { CIFilter(name: "CICode128BarcodeGenerator")! }
  /// Color Clamp (`CIColorClamp`).
  public static func colorClamp() -> CIFilter { CIFilter(name: "CIColorClamp")! }
  /// Color Controls (`CIColorControls`).
  public static func colorControls() -> CIFilter { CIFilter(name: "CIColorControls")! }
  /// Color Invert (`CIColorInvert`).
  public static func colorInvert() -> CIFilter { CIFilter(name: "CIColorInvert")! }
  /// Color Matrix (`CIColorMatrix`).
  public static func colorMatrix() -> CIFilter { CIFilter(name: "CIColorMatrix")! }
  /// Color Monochrome (`CIColorMonochrome`).
  public static func colorMonochrome() -> CIFilter { CIFilter(name: "CIColorMonochrome")! }
  /// Color Posterize (`CIColorPosterize`).
  public static func colorPosterize() -> CIFilter { CIFilter(name: "CIColorPosterize")! }
  /// Color Threshold (`CIColorThreshold`).
  public static func colorThreshold() -> CIFilter { CIFilter(name: "CIColorThreshold")! }
  /// Comic Effect (`CIComicEffect`).
  public static func comicEffect() -> CIFilter { CIFilter(name: "CIComicEffect")! }
  /// Constant Color Generator (`CIConstantColorGenerator`).
  public static func constantColorGenerator() -> CIFilter { CIFilter(name: "CIConstantColorGenerator")! }
  /// Crystallize (`CICrystallize`).
  public static func crystallize() -> CIFilter { CIFilter(name: "CICrystallize")! }
  /// Disc Blur (`CIDiscBlur`).
  public static func discBlur() -> CIFilter { CIFilter(name: "CIDiscBlur")! }
  /// Dither (`CIDither`).
  public static func dither() -> CIFilter { CIFilter(name: "CIDither")! }
  /// Dot Screen (`CIDotScreen`).
  public static func dotScreen() -> CIFilter { CIFilter(name: "CIDotScreen")! }
  /// Edges (`CIEdges`).
  public static func edges() -> CIFilter { CIFilter(name: "CIEdges")! }
  /// Edge Work (`CIEdgeWork`).
  public static func edgeWork() -> CIFilter { CIFilter(name: "CIEdgeWork")! }
  /// Exposure Adjust (`CIExposureAdjust`).
  public static func exposureAdjust() -> CIFilter { CIFilter(name: "CIExposureAdjust")! }
  /// False Color (`CIFalseColor`).
  public static func falseColor() -> CIFilter { CIFilter(name: "CIFalseColor")! }
  /// Gamma Adjust (`CIGammaAdjust`).
  public static func gammaAdjust() -> CIFilter { CIFilter(name: "CIGammaAdjust")! }
  /// Gaussian Blur (`CIGaussianBlur`).
  public static func gaussianBlur() -> CIFilter { CIFilter(name: "CIGaussianBlur")! }
  /// Gloom (`CIGloom`).
  public static func gloom() -> CIFilter { CIFilter(name: "CIGloom")! }
  /// Hexagonal Pixellate (`CIHexagonalPixellate`).
  public static func hexagonalPixellate() -> CIFilter { CIFilter(name: "CIHexagonalPixellate")! }
  /// Highlight Shadow Adjust (`CIHighlightShadowAdjust`).
  public static func highlightShadowAdjust() -> CIFilter { CIFilter(name: "CIHighlightShadowAdjust")! }
  /// Hue Adjust (`CIHueAdjust`).
  public static func hueAdjust() -> CIFilter { CIFilter(name: "CIHueAdjust")! }
  /// Kaleidoscope (`CIKaleidoscope`).
  public static func kaleidoscope() -> CIFilter { CIFilter(name: "CIKaleidoscope")! }
  /// Lanczos Scale Transform (`CILanczosScaleTransform`).
  public static func lanczosScaleTransform() -> CIFilter { CIFilter(name: "CILanczosScaleTransform")! }
  /// Line Screen (`CILineScreen`).
  public static func lineScreen() -> CIFilter { CIFilter(name: "CILineScreen")! }
  /// Linear Gradient (`CILinearGradient`).
  public static func linearGradient() -> CIFilter { CIFilter(name: "CILinearGradient")! }
  /// Mask To Alpha (`CIMaskToAlpha`).
  public static func maskToAlpha() -> CIFilter { CIFilter(name: "CIMaskToAlpha")! }
  /// Maximum Component (`CIMaximumComponent`).
  public static func maximumComponent() -> CIFilter { CIFilter(name: "CIMaximumComponent")! }
  /// Minimum Component (`CIMinimumComponent`).
  public static func minimumComponent() -> CIFilter { CIFilter(name: "CIMinimumComponent")! }
  /// Morphology Gradient (`CIMorphologyGradient`).
  public static func morphologyGradient() -> CIFilter { CIFilter(name: "CIMorphologyGradient")! }
  /// Motion Blur (`CIMotionBlur`).
  public static func motionBlur() -> CIFilter { CIFilter(name: "CIMotionBlur")! }
  /// Multiply Compositing (`CIMultiplyCompositing`).
  public static func multiplyCompositing() -> CIFilter { CIFilter(name: "CIMultiplyCompositing")! }
  /// Noise Reduction (`CINoiseReduction`).
  public static func noiseReduction() -> CIFilter { CIFilter(name: "CINoiseReduction")! }
  /// Photo Effect Chrome (`CIPhotoEffectChrome`).
  public static func photoEffectChrome() -> CIFilter { CIFilter(name: "CIPhotoEffectChrome")! }
  /// Photo Effect Fade (`CIPhotoEffectFade`).
  public static func photoEffectFade() -> CIFilter { CIFilter(name: "CIPhotoEffectFade")! }
  /// Photo Effect Instant (`CIPhotoEffectInstant`).
  public static func photoEffectInstant() -> CIFilter { CIFilter(name: "CIPhotoEffectInstant")! }
  /// Photo Effect Mono (`CIPhotoEffectMono`).
  public static func photoEffectMono() -> CIFilter { CIFilter(name: "CIPhotoEffectMono")! }
  /// Photo Effect Noir (`CIPhotoEffectNoir`).
  public static func photoEffectNoir() -> CIFilter { CIFilter(name: "CIPhotoEffectNoir")! }
  /// Photo Effect Process (`CIPhotoEffectProcess`).
  public static func photoEffectProcess() -> CIFilter { CIFilter(name: "CIPhotoEffectProcess")! }
  /// Photo Effect Tonal (`CIPhotoEffectTonal`).
  public static func photoEffectTonal() -> CIFilter { CIFilter(name: "CIPhotoEffectTonal")! }
  /// Photo Effect Transfer (`CIPhotoEffectTransfer`).
  public static func photoEffectTransfer() -> CIFilter { CIFilter(name: "CIPhotoEffectTransfer")! }
  /// Pinch Distortion (`CIPinchDistortion`).
  public static func pinchDistortion() -> CIFilter { CIFilter(name: "CIPinchDistortion")! }
  /// Pixellate (`CIPixellate`).
  public static func pixellate() -> CIFilter { CIFilter(name: "CIPixellate")! }
  /// Pointillize (`CIPointillize`).
  public static func pointillize() -> CIFilter { CIFilter(name: "CIPointillize")! }
  /// Qr Code Generator (`CIQRCodeGenerator`).
  public static func qrCodeGenerator() -> CIFilter { CIFilter(name: "CIQRCodeGenerator")! }
  /// Radial Gradient (`CIRadialGradient`).
  public static func radialGradient() -> CIFilter { CIFilter(name: "CIRadialGradient")! }
  /// Random Generator (`CIRandomGenerator`).
  public static func randomGenerator() -> CIFilter { CIFilter(name: "CIRandomGenerator")! }
  /// Sepia Tone (`CISepiaTone`).
  public static func sepiaTone() -> CIFilter { CIFilter(name: "CISepiaTone")! }
  /// Sharpen Luminance (`CISharpenLuminance`).
  public static func sharpenLuminance() -> CIFilter { CIFilter(name: "CISharpenLuminance")! }
  /// Source Atop Compositing (`CISourceAtopCompositing`).
  public static func sourceAtopCompositing() -> CIFilter { CIFilter(name: "CISourceAtopCompositing")! }
  /// Source Over Compositing (`CISourceOverCompositing`).
  public static func sourceOverCompositing() -> CIFilter { CIFilter(name: "CISourceOverCompositing")! }
  /// Straighten (`CIStraightenFilter`).
  public static func straighten() -> CIFilter { CIFilter(name: "CIStraightenFilter")! }
  /// Temperature And Tint (`CITemperatureAndTint`).
  public static func temperatureAndTint() -> CIFilter { CIFilter(name: "CITemperatureAndTint")! }
  /// Thermal (`CIThermal`).
  public static func thermal() -> CIFilter { CIFilter(name: "CIThermal")! }
  /// Tone Curve (`CIToneCurve`).
  public static func toneCurve() -> CIFilter { CIFilter(name: "CIToneCurve")! }
  /// Twirl Distortion (`CITwirlDistortion`).
  public static func twirlDistortion() -> CIFilter { CIFilter(name: "CITwirlDistortion")! }
  /// Unsharp Mask (`CIUnsharpMask`).
  public static func unsharpMask() -> CIFilter { CIFilter(name: "CIUnsharpMask")! }
  /// Vibrance (`CIVibrance`).
  public static func vibrance() -> CIFilter { CIFilter(name: "CIVibrance")! }
  /// Vignette (`CIVignette`).
  public static func vignette() -> CIFilter { CIFilter(name: "CIVignette")! }
  /// Vignette Effect (`CIVignetteEffect`).
  public static func vignetteEffect() -> CIFilter { CIFilter(name: "CIVignetteEffect")! }
  /// White Point Adjust (`CIWhitePointAdjust`).
  public static func whitePointAdjust() -> CIFilter { CIFilter(name: "CIWhitePointAdjust")! }
  /// X Ray (`CIXRay`).
  public static func xRay() -> CIFilter { CIFilter(name: "CIXRay")! }
  /// Zoom Blur (`CIZoomBlur`).
  public static func zoomBlur() -> CIFilter { CIFilter(name: "CIZoomBlur")! }

  /// The `inputAVector` input.
  public var aVector: CIVector {
    get { inputs["inputAVector"] as? CIVector ?? CIVector(x: 0, y: 0, z: 0, w: 1) }
    set { setValue(newValue, forKey: "inputAVector") }
  }
  /// The `inputAmount` input.
  public var amount: Float {
    get { inputs["inputAmount"] as? Float ?? 0 }
    set { setValue(newValue, forKey: "inputAmount") }
  }
  /// The `inputAngle` input.
  public var angle: Float {
    get { inputs["inputAngle"] as? Float ?? 0 }
    set { setValue(newValue, forKey: "inputAngle") }
  }
  /// The `inputAspectRatio` input.
  public var aspectRatio: Float {
    get { inputs["inputAspectRatio"] as? Float ?? 1 }
    set { setValue(newValue, forKey: "inputAspectRatio") }
  }
  /// The `inputBVector` input.
  public var bVector: CIVector {
    get { inputs["inputBVector"] as? CIVector ?? CIVector(x: 0, y: 0, z: 1, w: 0) }
    set { setValue(newValue, forKey: "inputBVector") }
  }
  /// The `inputBarcodeHeight` input.
  public var barcodeHeight: Float {
    get { inputs["inputBarcodeHeight"] as? Float ?? 32 }
    set { setValue(newValue, forKey: "inputBarcodeHeight") }
  }
  /// The `inputBiasVector` input.
  public var biasVector: CIVector {
    get { inputs["inputBiasVector"] as? CIVector ?? CIVector(x: 0, y: 0, z: 0, w: 0) }
    set { setValue(newValue, forKey: "inputBiasVector") }
  }
  /// The `inputBrightness` input.
  public var brightness: Float {
    get { inputs["inputBrightness"] as? Float ?? 0 }
    set { setValue(newValue, forKey: "inputBrightness") }
  }
  /// The `inputCenter` input.
  public var center: CGPoint {
    get { inputs["inputCenter"] as? CGPoint ?? CGPoint(x: 150, y: 150) }
    set { setValue(newValue, forKey: "inputCenter") }
  }
  /// The `inputColor` input.
  public var color: CIColor {
    get { inputs["inputColor"] as? CIColor ?? .white }
    set { setValue(newValue, forKey: "inputColor") }
  }
  /// The `inputColor0` input.
  public var color0: CIColor {
    get { inputs["inputColor0"] as? CIColor ?? .white }
    set { setValue(newValue, forKey: "inputColor0") }
  }
  /// The `inputColor1` input.
  public var color1: CIColor {
    get { inputs["inputColor1"] as? CIColor ?? .black }
    set { setValue(newValue, forKey: "inputColor1") }
  }
  /// The `inputContrast` input.
  public var contrast: Float {
    get { inputs["inputContrast"] as? Float ?? 1 }
    set { setValue(newValue, forKey: "inputContrast") }
  }
  /// The `inputCount` input.
  public var count: Int {
    get { inputs["inputCount"] as? Int ?? 6 }
    set { setValue(newValue, forKey: "inputCount") }
  }
  /// The `inputEv` input.
  public var ev: Float {
    get { inputs["inputEv"] as? Float ?? 0 }
    set { setValue(newValue, forKey: "inputEv") }
  }
  /// The `inputExtent` input.
  public var extent: CGRect {
    get { inputs["inputExtent"] as? CGRect ?? .zero }
    set { setValue(newValue, forKey: "inputExtent") }
  }
  /// The `inputFalloff` input.
  public var falloff: Float {
    get { inputs["inputFalloff"] as? Float ?? 0.5 }
    set { setValue(newValue, forKey: "inputFalloff") }
  }
  /// The `inputGVector` input.
  public var gVector: CIVector {
    get { inputs["inputGVector"] as? CIVector ?? CIVector(x: 0, y: 1, z: 0, w: 0) }
    set { setValue(newValue, forKey: "inputGVector") }
  }
  /// The `inputHighlightAmount` input.
  public var highlightAmount: Float {
    get { inputs["inputHighlightAmount"] as? Float ?? 1 }
    set { setValue(newValue, forKey: "inputHighlightAmount") }
  }
  /// The `inputLevels` input.
  public var levels: Float {
    get { inputs["inputLevels"] as? Float ?? 6 }
    set { setValue(newValue, forKey: "inputLevels") }
  }
  /// The `inputMaxComponents` input.
  public var maxComponents: CIVector {
    get { inputs["inputMaxComponents"] as? CIVector ?? CIVector(x: 1, y: 1, z: 1, w: 1) }
    set { setValue(newValue, forKey: "inputMaxComponents") }
  }
  /// The `inputMinComponents` input.
  public var minComponents: CIVector {
    get { inputs["inputMinComponents"] as? CIVector ?? CIVector(x: 0, y: 0, z: 0, w: 0) }
    set { setValue(newValue, forKey: "inputMinComponents") }
  }
  /// The `inputNeutral` input.
  public var neutral: CIVector {
    get { inputs["inputNeutral"] as? CIVector ?? CIVector(x: 6500, y: 0) }
    set { setValue(newValue, forKey: "inputNeutral") }
  }
  /// The `inputNoiseLevel` input.
  public var noiseLevel: Float {
    get { inputs["inputNoiseLevel"] as? Float ?? 0.02 }
    set { setValue(newValue, forKey: "inputNoiseLevel") }
  }
  /// The `inputPoint0` input.
  public var point0: CGPoint {
    get { inputs["inputPoint0"] as? CGPoint ?? .zero }
    set { setValue(newValue, forKey: "inputPoint0") }
  }
  /// The `inputPoint1` input.
  public var point1: CGPoint {
    get { inputs["inputPoint1"] as? CGPoint ?? CGPoint(x: 200, y: 200) }
    set { setValue(newValue, forKey: "inputPoint1") }
  }
  /// The `inputPoint2` input.
  public var point2: CGPoint {
    get { inputs["inputPoint2"] as? CGPoint ?? CGPoint(x: 0.5, y: 0.5) }
    set { setValue(newValue, forKey: "inputPoint2") }
  }
  /// The `inputPoint3` input.
  public var point3: CGPoint {
    get { inputs["inputPoint3"] as? CGPoint ?? CGPoint(x: 0.75, y: 0.75) }
    set { setValue(newValue, forKey: "inputPoint3") }
  }
  /// The `inputPoint4` input.
  public var point4: CGPoint {
    get { inputs["inputPoint4"] as? CGPoint ?? CGPoint(x: 1, y: 1) }
    set { setValue(newValue, forKey: "inputPoint4") }
  }
  /// The `inputPower` input.
  public var power: Float {
    get { inputs["inputPower"] as? Float ?? 1 }
    set { setValue(newValue, forKey: "inputPower") }
  }
  /// The `inputQuietSpace` input.
  public var quietSpace: Float {
    get { inputs["inputQuietSpace"] as? Float ?? 7 }
    set { setValue(newValue, forKey: "inputQuietSpace") }
  }
  /// The `inputRVector` input.
  public var rVector: CIVector {
    get { inputs["inputRVector"] as? CIVector ?? CIVector(x: 1, y: 0, z: 0, w: 0) }
    set { setValue(newValue, forKey: "inputRVector") }
  }
  /// The `inputRadius0` input.
  public var radius0: Float {
    get { inputs["inputRadius0"] as? Float ?? 5 }
    set { setValue(newValue, forKey: "inputRadius0") }
  }
  /// The `inputRadius1` input.
  public var radius1: Float {
    get { inputs["inputRadius1"] as? Float ?? 100 }
    set { setValue(newValue, forKey: "inputRadius1") }
  }
  /// The `inputSaturation` input.
  public var saturation: Float {
    get { inputs["inputSaturation"] as? Float ?? 1 }
    set { setValue(newValue, forKey: "inputSaturation") }
  }
  /// The `inputScale` input.
  public var scale: Float {
    get { inputs["inputScale"] as? Float ?? 8 }
    set { setValue(newValue, forKey: "inputScale") }
  }
  /// The `inputShadowAmount` input.
  public var shadowAmount: Float {
    get { inputs["inputShadowAmount"] as? Float ?? 0 }
    set { setValue(newValue, forKey: "inputShadowAmount") }
  }
  /// The `inputSharpness` input.
  public var sharpness: Float {
    get { inputs["inputSharpness"] as? Float ?? 0.7 }
    set { setValue(newValue, forKey: "inputSharpness") }
  }
  /// The `inputTargetNeutral` input.
  public var targetNeutral: CIVector {
    get { inputs["inputTargetNeutral"] as? CIVector ?? CIVector(x: 6500, y: 0) }
    set { setValue(newValue, forKey: "inputTargetNeutral") }
  }
  /// The `inputThreshold` input.
  public var threshold: Float {
    get { inputs["inputThreshold"] as? Float ?? 0.5 }
    set { setValue(newValue, forKey: "inputThreshold") }
  }
  /// The `inputTime` input.
  public var time: Float {
    get { inputs["inputTime"] as? Float ?? 0 }
    set { setValue(newValue, forKey: "inputTime") }
  }
  /// The `inputTransform` input.
  public var transform: CGAffineTransform {
    get { inputs["inputTransform"] as? CGAffineTransform ?? .identity }
    set { setValue(newValue, forKey: "inputTransform") }
  }
  /// The `inputWidth` input.
  public var width: Float {
    get { inputs["inputWidth"] as? Float ?? 6 }
    set { setValue(newValue, forKey: "inputWidth") }
  }
  /// The `inputBackgroundImage` input.
  public var backgroundImage: CIImage? {
    get { inputs["inputBackgroundImage"] as? CIImage }
    set { setValue(newValue, forKey: "inputBackgroundImage") }
  }
  /// The `inputMaskImage` input.
  public var maskImage: CIImage? {
    get { inputs["inputMaskImage"] as? CIImage }
    set { setValue(newValue, forKey: "inputMaskImage") }
  }
  /// The `inputTargetImage` input.
  public var targetImage: CIImage? {
    get { inputs["inputTargetImage"] as? CIImage }
    set { setValue(newValue, forKey: "inputTargetImage") }
  }
}
