import QuickActions

/// PNG files for the tests.
public enum TestPNG {
  /// A valid 1×1 opaque PNG (signature, IHDR, IDAT, IEND, with their CRCs), `width`×`height` in IHDR.
  public static func bytes(width: UInt32 = 1, height: UInt32 = 1) -> [UInt8] {
    var bytes = WebClipPNG.signature
    var header = bigEndian(width) + bigEndian(height)
    header += [8, 2, 0, 0, 0]  // 8-bit RGB, deflate, no filter, no interlace.
    bytes += chunk("IHDR", header)
    // A zlib stream of one stored block: one scanline (filter 0, one red pixel).
    let raw: [UInt8] = [0, 0xFF, 0x00, 0x00]
    var zlib: [UInt8] = [0x78, 0x01, 0x01, UInt8(raw.count), 0, ~UInt8(raw.count), 0xFF] + raw
    zlib += bigEndian(adler32(raw))
    bytes += chunk("IDAT", zlib)
    bytes += chunk("IEND", [])
    return bytes
  }

  /// One chunk: length, type, data, CRC-32 of type and data.
  public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
  }

  /// `value` as four big-endian bytes.
  public static func bigEndian(_ value: UInt32) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }

  /// The CRC-32 PNG uses.
  public static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  /// The Adler-32 checksum zlib uses.
  public static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    return b << 16 | a
  }
}
