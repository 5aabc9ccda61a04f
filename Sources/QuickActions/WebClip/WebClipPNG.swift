/// A PNG image the page embeds as its Home Screen icon or its launch image, checked before it is embedded:
/// the 8-byte PNG signature, then an `IHDR` chunk of 13 bytes with a width and height from 1 to
/// ``maximumSide`` (https://www.w3.org/TR/png-3/#5PNG-file-signature, https://www.w3.org/TR/png-3/#11IHDR).
public struct WebClipPNG: Hashable, Sendable {
  /// The file's bytes.
  public let bytes: [UInt8]
  /// The width in pixels, from `IHDR`.
  public let width: Int
  /// The height in pixels, from `IHDR`.
  public let height: Int

  /// The largest file accepted, in bytes (512 KiB): two such images still fit the page's data URL within
  /// ``WebClipPage/maximumDataURLLength``.
  public static let maximumBytes = 512 * 1024
  /// The largest width or height accepted, in pixels (launch images of the largest iPads are under 3,000).
  public static let maximumSide = 8192
  /// What every PNG file starts with.
  public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Why bytes are not an image the page accepts.
  public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file does not start with the PNG signature.
    case noSignature
    /// The signature is not followed by a 13-byte `IHDR` chunk.
    case noHeader
    /// The width or height is 0 or above ``maximumSide``.
    case size(width: UInt32, height: UInt32)
    /// The file is larger than ``maximumBytes``.
    case tooLarge(Int)

    /// What is wrong, lower case, to follow the image's name: `is not a PNG image (…)`.
    public var description: String {
      switch self {
      case .noSignature: "is not a PNG image (it does not start with the PNG signature)"
      case .noHeader: "is not a valid PNG image (no IHDR chunk after the signature)"
      case .size(let width, let height):
        "is a PNG image of \(width)×\(height) pixels; each side must be from 1 to \(WebClipPNG.maximumSide)"
      case .tooLarge(let count):
        "is \(count) bytes, larger than the limit of \(WebClipPNG.maximumBytes) bytes (512 KiB)"
      }
    }
  }

  /// The image in `bytes`, or why they are refused.
  public static func check(_ bytes: [UInt8]) -> Result<WebClipPNG, Problem> {
    guard bytes.count <= maximumBytes else { return .failure(.tooLarge(bytes.count)) }
    guard bytes.starts(with: signature) else { return .failure(.noSignature) }
    // Length (4), type (4), then width (4) and height (4) of the 13-byte IHDR data.
    guard bytes.count >= signature.count + 8 + 13 + 4 else { return .failure(.noHeader) }
    let chunkLength = bigEndian(bytes, at: 8)
    guard chunkLength == 13, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return .failure(.noHeader) }
    let width = bigEndian(bytes, at: 16)
    let height = bigEndian(bytes, at: 20)
    let sides = 1...UInt32(maximumSide)
    guard sides.contains(width), sides.contains(height) else {
      return .failure(.size(width: width, height: height))
    }
    return .success(WebClipPNG(bytes: bytes, width: Int(width), height: Int(height)))
  }

  /// The `data:image/png;base64,…` URL the page links to.
  public var dataURL: String { "data:image/png;base64," + WebClipBase64.encode(bytes) }

  /// The 32-bit big-endian number at `offset` (the caller checked there are four bytes).
  private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
  }
}
