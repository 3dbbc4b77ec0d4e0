import Foundation
import ImageIO
import QuartzCore
import SwiftUI
import Testing

/// Core Animation's and UIKit's image API as apps call them beside SwiftUI.
@Suite("Core Animation, UIImage's family and ImageRenderer")
struct CoreAnimationTests {
  @Test("3D transforms compose as Core Animation's: a quarter turn about z maps x to y; scale then translate")
  func transforms() {
    let turn = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    #expect(abs(turn.m11) < 1e-12 && abs(turn.m12 - 1) < 1e-12 && abs(turn.m21 + 1) < 1e-12)
    let moved = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
    #expect(moved.m11 == 2 && moved.m41 == 20)
    #expect(CATransform3DIsIdentity(CATransform3DConcat(CATransform3DIdentity, CATransform3DIdentity)))
    let layer = CALayer()
    layer.setAffineTransform(CGAffineTransform(translationX: 3, y: 4))
    #expect(layer.affineTransform().tx == 3 && layer.transform.m42 == 4)
  }

  @Test("a shape layer keeps what it is given; an added animation tells its delegate it finished")
  func layers() async {
    final class Watcher: CAAnimationDelegate, @unchecked Sendable {
      var stopped: (CAAnimation, Bool)?
      let done: CheckedContinuation<Void, Never>
      init(_ done: CheckedContinuation<Void, Never>) { self.done = done }
      func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stopped = (anim, flag)
        done.resume()
      }
    }
    let shape = CAShapeLayer()
    shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
    shape.strokeEnd = 0.25
    shape.lineCap = .round
    #expect(shape.strokeEnd == 0.25 && shape.lineCap == .round && shape.path != nil)
    let animation = CABasicAnimation(keyPath: "strokeEnd")
    animation.fromValue = 0
    animation.toValue = 1
    animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    var watcher: Watcher?
    await withCheckedContinuation { done in
      watcher = Watcher(done)
      animation.delegate = watcher
      shape.add(animation, forKey: "draw")
    }
    #expect(watcher?.stopped?.0 === animation && watcher?.stopped?.1 == true)
    #expect(CACurrentMediaTime() > 0)
  }

  @Test("UIImage's other names, configurations and derived images; ImageRenderer renders no bitmap")
  @MainActor
  func images() {
    let literal = UIImage(imageLiteralResourceName: "Logo")
    #expect(literal == UIImage(named: "Logo"))
    let symbol = UIImage(
      systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold))
    #expect(symbol?.isSymbolImage == true)
    #expect(symbol?.withRenderingMode(.alwaysTemplate) == symbol)
    let merged = UIImage.SymbolConfiguration(pointSize: 20).applying(UIImage.SymbolConfiguration(weight: .heavy))
    #expect(merged.pointSize == 20 && merged.weight == .heavy)
    let renderer = ImageRenderer(content: Text("Card"))
    renderer.scale = 3
    #expect(renderer.uiImage == nil && renderer.cgImage == nil)
    var drawnSize = CGSize.zero
    renderer.render { size, draw in
      drawnSize = size
      draw(
        CGContext(
          data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
          space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: 0)!)
    }
    #expect(drawnSize == CGSize(width: 390, height: 844))
  }
}

/// ImageIO's sources read from a file's header.
@Suite("ImageIO")
struct ImageIOTests {
  /// A two-frame GIF, 2 × 1, its frames shown 0.1 s and 0.5 s (GIF89a's own layout).
  static let gif: [UInt8] =
    Array("GIF89a".utf8) + [2, 0, 1, 0, 0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
    + [0x21, 0xf9, 4, 0, 10, 0, 0, 0] + [0x2c, 0, 0, 0, 0, 2, 0, 1, 0, 0] + [2, 2, 0x44, 0x01, 0]
    + [0x21, 0xf9, 4, 0, 50, 0, 0, 0] + [0x2c, 0, 0, 0, 0, 2, 0, 1, 0, 0] + [2, 2, 0x44, 0x01, 0] + [0x3b]

  @Test("a GIF's frames and delays, a PNG's size; bytes that are no image are no source")
  func sources() throws {
    let source = try #require(CGImageSourceCreateWithData(Data(Self.gif) as CFData, nil))
    #expect(CGImageSourceGetCount(source) == 2)
    let second = try #require(CGImageSourceCopyPropertiesAtIndex(source, 1, nil) as? [String: Any])
    let gif = try #require(second[kCGImagePropertyGIFDictionary as String] as? NSDictionary)
    #expect((gif[kCGImagePropertyGIFUnclampedDelayTime as String] as? NSNumber)?.doubleValue == 0.5)
    #expect((second[kCGImagePropertyPixelWidth as String] as? NSNumber)?.intValue == 2)
    #expect(
      CGImageSourceCreateImageAtIndex(source, 1, nil) != nil && CGImageSourceCreateImageAtIndex(source, 2, nil) == nil)

    let png: [UInt8] =
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 1, 0, 0, 0, 0, 64]
    let pngSource = try #require(CGImageSourceCreateWithData(Data(png) as CFData, nil))
    let facts = try #require(CGImageSourceCopyPropertiesAtIndex(pngSource, 0, nil) as? [String: Any])
    #expect((facts[kCGImagePropertyPixelWidth as String] as? NSNumber)?.intValue == 256)
    #expect((facts[kCGImagePropertyPixelHeight as String] as? NSNumber)?.intValue == 64)
    #expect(CGImageSourceGetType(pngSource) == "public.png")
    #expect(CGImageSourceCreateWithData(Data("not an image".utf8) as CFData, nil) == nil)
  }
}
