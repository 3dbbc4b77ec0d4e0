import CoreML
import Foundation
import ImageIO

/// Something a request found. (None is ever found here; the classes exist for the code that
/// reads them.)
open class VNObservation: NSObject, @unchecked Sendable {
  /// The observation's identifier.
  public let uuid = UUID()
  /// How sure the request is, 0–1.
  open var confidence: VNConfidence = 0
}

/// A confidence, 0–1.
public typealias VNConfidence = Float

/// Something found in a region of the image.
open class VNDetectedObjectObservation: VNObservation, @unchecked Sendable {
  /// The region, normalised (0–1, origin at the bottom left).
  open var boundingBox: CGRect = .zero
  /// An observation of `boundingBox`.
  public init(boundingBox: CGRect) {
    super.init()
    self.boundingBox = boundingBox
  }
  /// An observation of nothing.
  public override init() { super.init() }
}

/// A face.
open class VNFaceObservation: VNDetectedObjectObservation, @unchecked Sendable {
  /// Its landmarks.
  open var landmarks: VNFaceLandmarks2D? { nil }
  /// Its roll, in radians.
  open var roll: NSNumber? { nil }
  /// Its yaw, in radians.
  open var yaw: NSNumber? { nil }
  /// Its pitch, in radians.
  open var pitch: NSNumber? { nil }
  /// Its capture quality, 0–1.
  open var faceCaptureQuality: Float? { nil }
}

/// A face's landmarks.
open class VNFaceLandmarks2D: NSObject, @unchecked Sendable {
  /// All points.
  open var allPoints: VNFaceLandmarkRegion2D? { nil }
  /// The face's outline.
  open var faceContour: VNFaceLandmarkRegion2D? { nil }
  /// The left eye.
  open var leftEye: VNFaceLandmarkRegion2D? { nil }
  /// The right eye.
  open var rightEye: VNFaceLandmarkRegion2D? { nil }
  /// The left eyebrow.
  open var leftEyebrow: VNFaceLandmarkRegion2D? { nil }
  /// The right eyebrow.
  open var rightEyebrow: VNFaceLandmarkRegion2D? { nil }
  /// The nose.
  open var nose: VNFaceLandmarkRegion2D? { nil }
  /// The nose's crest.
  open var noseCrest: VNFaceLandmarkRegion2D? { nil }
  /// The median line.
  open var medianLine: VNFaceLandmarkRegion2D? { nil }
  /// The outer lips.
  open var outerLips: VNFaceLandmarkRegion2D? { nil }
  /// The inner lips.
  open var innerLips: VNFaceLandmarkRegion2D? { nil }
  /// The left pupil.
  open var leftPupil: VNFaceLandmarkRegion2D? { nil }
  /// The right pupil.
  open var rightPupil: VNFaceLandmarkRegion2D? { nil }
}

/// A landmark's points.
open class VNFaceLandmarkRegion2D: NSObject, @unchecked Sendable {
  /// How many points.
  open var pointCount: Int { 0 }
  /// The points, normalised to the face's box.
  open var normalizedPoints: [CGPoint] { [] }
  /// The points in an image of `imageSize`.
  open func pointsInImage(imageSize: CGSize) -> [CGPoint] { [] }
}

/// A rectangle's four corners.
open class VNRectangleObservation: VNDetectedObjectObservation, @unchecked Sendable {
  /// The top-left corner.
  open var topLeft: CGPoint = .zero
  /// The top-right corner.
  open var topRight: CGPoint = .zero
  /// The bottom-left corner.
  open var bottomLeft: CGPoint = .zero
  /// The bottom-right corner.
  open var bottomRight: CGPoint = .zero
}

/// Text found in a region.
open class VNTextObservation: VNRectangleObservation, @unchecked Sendable {
  /// Each character's box.
  open var characterBoxes: [VNRectangleObservation]? { nil }
}

/// Text found and read.
open class VNRecognizedTextObservation: VNRectangleObservation, @unchecked Sendable {
  /// Up to `maxCandidateCount` readings, likeliest first.
  open func topCandidates(_ maxCandidateCount: Int) -> [VNRecognizedText] { [] }
}

/// One reading of some text.
open class VNRecognizedText: NSObject, @unchecked Sendable {
  /// The text.
  open var string: String { "" }
  /// How sure the reading is.
  open var confidence: VNConfidence { 0 }
  /// The box of the characters in `range`.
  open func boundingBox(for range: Range<String.Index>) throws -> VNRectangleObservation? { nil }
}

/// A barcode found and read.
open class VNBarcodeObservation: VNRectangleObservation, @unchecked Sendable {
  /// Its symbology.
  open var symbology: VNBarcodeSymbology { .qr }
  /// Its text.
  open var payloadStringValue: String? { nil }
  /// Its bytes.
  open var payloadData: Data? { nil }
}

/// A label and how sure it is.
open class VNClassificationObservation: VNObservation, @unchecked Sendable {
  /// The label.
  open var identifier: String { "" }
  /// Whether it has a precision–recall curve.
  open var hasPrecisionRecallCurve: Bool { false }
}

/// An object found and labelled.
open class VNRecognizedObjectObservation: VNDetectedObjectObservation, @unchecked Sendable {
  /// Its labels, likeliest first.
  open var labels: [VNClassificationObservation] { [] }
}

/// A person's box.
open class VNHumanObservation: VNDetectedObjectObservation, @unchecked Sendable {
  /// Whether only the upper body was looked for.
  open var upperBodyOnly: Bool { true }
}

/// A Core ML model's output feature.
open class VNCoreMLFeatureValueObservation: VNObservation, @unchecked Sendable {
  /// The feature.
  open var featureValue: MLFeatureValue { MLFeatureValue(undefined: .invalid) }
  /// The feature's name.
  open var featureName: String { "" }
}

/// An image made by a request (a mask, a map).
open class VNPixelBufferObservation: VNObservation, @unchecked Sendable {
  /// The image.
  open var pixelBuffer: CVPixelBuffer {
    var buffer: CVPixelBuffer?
    _ = CVPixelBufferCreate(nil, 1, 1, kCVPixelFormatType_OneComponent8, nil, &buffer)
    // A 1 × 1 buffer is always made.
    // swift-format-ignore: NeverUseForceUnwrap
    return buffer!
  }
  /// The feature's name, for a Core ML request's.
  open var featureName: String? { nil }
}

/// A saliency map.
open class VNSaliencyImageObservation: VNPixelBufferObservation, @unchecked Sendable {
  /// The salient objects' boxes.
  open var salientObjects: [VNRectangleObservation]? { nil }
}

/// Foreground objects' masks.
open class VNInstanceMaskObservation: VNObservation, @unchecked Sendable {
  /// The objects' indices.
  open var allInstances: IndexSet { IndexSet() }
}

/// An image's feature print.
open class VNFeaturePrintObservation: VNObservation, @unchecked Sendable {
  /// How many elements it has.
  open var elementCount: Int { 0 }
  /// The distance to another print, into `distance`.
  open func computeDistance(_ distance: UnsafeMutablePointer<Float>, to featurePrint: VNFeaturePrintObservation)
    throws
  { distance.pointee = 0 }
}

/// The horizon's angle.
open class VNHorizonObservation: VNObservation, @unchecked Sendable {
  /// The angle, in radians.
  open var angle: CGFloat { 0 }
  /// The transform that levels the image.
  open var transform: CGAffineTransform { .identity }
}

/// Contours found in an image.
open class VNContoursObservation: VNObservation, @unchecked Sendable {
  /// How many contours.
  open var contourCount: Int { 0 }
  /// The outermost contours.
  open var topLevelContours: [VNContour] { [] }
  /// The contours as one path.
  open var normalizedPath: CGPath { CGMutablePath() }
}

/// One contour.
open class VNContour: NSObject, @unchecked Sendable {
  /// Its points, normalised.
  open var normalizedPoints: [SIMD2<Float>] { [] }
  /// Its inner contours.
  open var childContours: [VNContour] { [] }
  /// Its path.
  open var normalizedPath: CGPath { CGMutablePath() }
}

/// A point found in an image, normalised, with how sure it is.
open class VNRecognizedPoint: VNDetectedPoint, @unchecked Sendable {
  /// The point's name.
  open var identifier: String { "" }
}

/// A point in an image, normalised.
open class VNDetectedPoint: VNPoint, @unchecked Sendable {
  /// How sure the request is.
  open var confidence: VNConfidence { 0 }
}

/// A point, normalised (0–1).
open class VNPoint: NSObject, @unchecked Sendable {
  /// Its position.
  open var location: CGPoint { .zero }
  /// Its x.
  open var x: Double { Double(location.x) }
  /// Its y.
  open var y: Double { Double(location.y) }
}

/// Joints of a pose, found with their confidence.
open class VNRecognizedPointsObservation: VNObservation, @unchecked Sendable {
  /// The joints' names.
  open var availableKeys: [String] { [] }
}

/// A body's pose.
open class VNHumanBodyPoseObservation: VNRecognizedPointsObservation, @unchecked Sendable {
  /// A joint's name.
  public struct JointName: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A joint of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The nose.
    public static let nose = JointName(rawValue: "head_joint")
    /// The left eye.
    public static let leftEye = JointName(rawValue: "left_eye_joint")
    /// The right eye.
    public static let rightEye = JointName(rawValue: "right_eye_joint")
    /// The left ear.
    public static let leftEar = JointName(rawValue: "left_ear_joint")
    /// The right ear.
    public static let rightEar = JointName(rawValue: "right_ear_joint")
    /// The neck.
    public static let neck = JointName(rawValue: "neck_1_joint")
    /// The left shoulder.
    public static let leftShoulder = JointName(rawValue: "left_shoulder_1_joint")
    /// The right shoulder.
    public static let rightShoulder = JointName(rawValue: "right_shoulder_1_joint")
    /// The left elbow.
    public static let leftElbow = JointName(rawValue: "left_forearm_joint")
    /// The right elbow.
    public static let rightElbow = JointName(rawValue: "right_forearm_joint")
    /// The left wrist.
    public static let leftWrist = JointName(rawValue: "left_hand_joint")
    /// The right wrist.
    public static let rightWrist = JointName(rawValue: "right_hand_joint")
    /// The root (between the hips).
    public static let root = JointName(rawValue: "root")
    /// The left hip.
    public static let leftHip = JointName(rawValue: "left_upLeg_joint")
    /// The right hip.
    public static let rightHip = JointName(rawValue: "right_upLeg_joint")
    /// The left knee.
    public static let leftKnee = JointName(rawValue: "left_leg_joint")
    /// The right knee.
    public static let rightKnee = JointName(rawValue: "right_leg_joint")
    /// The left ankle.
    public static let leftAnkle = JointName(rawValue: "left_foot_joint")
    /// The right ankle.
    public static let rightAnkle = JointName(rawValue: "right_foot_joint")
  }
  /// A group of joints.
  public struct JointsGroupName: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A group of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The face.
    public static let face = JointsGroupName(rawValue: "face")
    /// The torso.
    public static let torso = JointsGroupName(rawValue: "torso")
    /// The left arm.
    public static let leftArm = JointsGroupName(rawValue: "leftArm")
    /// The right arm.
    public static let rightArm = JointsGroupName(rawValue: "rightArm")
    /// The left leg.
    public static let leftLeg = JointsGroupName(rawValue: "leftLeg")
    /// The right leg.
    public static let rightLeg = JointsGroupName(rawValue: "rightLeg")
    /// Every joint.
    public static let all = JointsGroupName(rawValue: "all")
  }
  /// The joints found.
  open var availableJointNames: [JointName] { [] }
  /// The groups found.
  open var availableJointsGroupNames: [JointsGroupName] { [] }
  /// The joint `jointName`: throws, as none is found here.
  open func recognizedPoint(_ jointName: JointName) throws -> VNRecognizedPoint {
    throw VNError(code: .invalidArgument, description: "no joint \(jointName.rawValue) was found")
  }
  /// The joints of `jointsGroupName`.
  open func recognizedPoints(_ jointsGroupName: JointsGroupName) throws -> [JointName: VNRecognizedPoint] { [:] }
}

/// A hand's pose.
open class VNHumanHandPoseObservation: VNRecognizedPointsObservation, @unchecked Sendable {
  /// A joint's name.
  public struct JointName: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A joint of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The wrist.
    public static let wrist = JointName(rawValue: "VNHLKWRI")
    /// The thumb's tip.
    public static let thumbTip = JointName(rawValue: "VNHLKTTIP")
    /// The thumb's IP joint.
    public static let thumbIP = JointName(rawValue: "VNHLKTIP")
    /// The thumb's MP joint.
    public static let thumbMP = JointName(rawValue: "VNHLKTMP")
    /// The thumb's CMC joint.
    public static let thumbCMC = JointName(rawValue: "VNHLKTCMC")
    /// The index finger's tip.
    public static let indexTip = JointName(rawValue: "VNHLKITIP")
    /// The index finger's DIP joint.
    public static let indexDIP = JointName(rawValue: "VNHLKIDIP")
    /// The index finger's PIP joint.
    public static let indexPIP = JointName(rawValue: "VNHLKIPIP")
    /// The index finger's MCP joint.
    public static let indexMCP = JointName(rawValue: "VNHLKIMCP")
    /// The middle finger's tip.
    public static let middleTip = JointName(rawValue: "VNHLKMTIP")
    /// The middle finger's DIP joint.
    public static let middleDIP = JointName(rawValue: "VNHLKMDIP")
    /// The middle finger's PIP joint.
    public static let middlePIP = JointName(rawValue: "VNHLKMPIP")
    /// The middle finger's MCP joint.
    public static let middleMCP = JointName(rawValue: "VNHLKMMCP")
    /// The ring finger's tip.
    public static let ringTip = JointName(rawValue: "VNHLKRTIP")
    /// The ring finger's DIP joint.
    public static let ringDIP = JointName(rawValue: "VNHLKRDIP")
    /// The ring finger's PIP joint.
    public static let ringPIP = JointName(rawValue: "VNHLKRPIP")
    /// The ring finger's MCP joint.
    public static let ringMCP = JointName(rawValue: "VNHLKRMCP")
    /// The little finger's tip.
    public static let littleTip = JointName(rawValue: "VNHLKPTIP")
    /// The little finger's DIP joint.
    public static let littleDIP = JointName(rawValue: "VNHLKPDIP")
    /// The little finger's PIP joint.
    public static let littlePIP = JointName(rawValue: "VNHLKPPIP")
    /// The little finger's MCP joint.
    public static let littleMCP = JointName(rawValue: "VNHLKPMCP")
  }
  /// Which hand.
  public enum Chirality: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// The left.
    case left = -1
    /// The right.
    case right = 1
  }
  /// Which hand it is.
  open var chirality: Chirality { .unknown }
  /// The joints found.
  open var availableJointNames: [JointName] { [] }
  /// The joint `jointName`: throws, as none is found here.
  open func recognizedPoint(_ jointName: JointName) throws -> VNRecognizedPoint {
    throw VNError(code: .invalidArgument, description: "no joint \(jointName.rawValue) was found")
  }
  /// A group of joints.
  public struct JointsGroupName: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A group of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The thumb.
    public static let thumb = JointsGroupName(rawValue: "VNHLRKT")
    /// The index finger.
    public static let indexFinger = JointsGroupName(rawValue: "VNHLRKI")
    /// The middle finger.
    public static let middleFinger = JointsGroupName(rawValue: "VNHLRKM")
    /// The ring finger.
    public static let ringFinger = JointsGroupName(rawValue: "VNHLRKR")
    /// The little finger.
    public static let littleFinger = JointsGroupName(rawValue: "VNHLRKP")
    /// Every joint.
    public static let all = JointsGroupName(rawValue: "VNIPOAll")
  }
  /// The joints of `jointsGroupName`.
  open func recognizedPoints(_ jointsGroupName: JointsGroupName) throws -> [JointName: VNRecognizedPoint] { [:] }
}

/// A group of a pose's points.
public struct VNRecognizedPointGroupKey: RawRepresentable, Hashable, Sendable {
  /// The group's name.
  public let rawValue: String
  /// A group of `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Every point.
  public static let all = VNRecognizedPointGroupKey(rawValue: "VNIPOAll")
}

/// An animal's pose.
open class VNAnimalBodyPoseObservation: VNRecognizedPointsObservation, @unchecked Sendable {}
