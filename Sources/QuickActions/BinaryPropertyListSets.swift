import Foundation

/// Finds sets in a binary property list before Foundation reads it.
///
/// The binary format (`bplist00`) has object markers for sets (`0xC_`) and ordered sets (`0xB_`), which
/// property lists never hold and Apple's tools never write. swift-corelibs-foundation's `CFPropertyList`
/// still builds a `CFSet` for one, and `PropertyListSerialization` then crashes bridging it to Swift (a
/// segmentation fault, found by the `info-plist` fuzz target). So the reader refuses such a file first.
enum BinaryPropertyListSets {
  /// The byte offset of the first set or ordered set in the object table of a binary property list, or `nil`
  /// when there is none or the data is not a binary property list whose trailer and offset table can be read
  /// (then Foundation decides, and refuses what it cannot read).
  static func firstSetOffset(in data: Data) -> Int? {
    let bytes = [UInt8](data)
    guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist0".utf8)) else { return nil }
    // The 32-byte trailer: 6 unused bytes, the size of an offset, the size of an object reference, then the
    // number of objects, the top object and where the offset table starts, each a big-endian UInt64.
    let trailer = bytes.count - 32
    let offsetSize = Int(bytes[trailer + 6])
    guard (1...8).contains(offsetSize),
      let objectCount = integer(bytes, at: trailer + 8, size: 8),
      let tableStart = integer(bytes, at: trailer + 24, size: 8),
      tableStart >= 8, tableStart < trailer
    else { return nil }
    // Only as many entries as fit before the trailer; Foundation refuses a table that claims more.
    let entries = min(objectCount, (trailer - tableStart) / offsetSize)
    for entry in 0..<entries {
      guard let offset = integer(bytes, at: tableStart + entry * offsetSize, size: offsetSize), offset < trailer
      else { continue }
      let kind = bytes[offset] >> 4
      if kind == 0xB || kind == 0xC { return offset }
    }
    return nil
  }

  /// The big-endian unsigned integer of `size` bytes at `start`, if it lies within `bytes` and fits an `Int`.
  private static func integer(_ bytes: [UInt8], at start: Int, size: Int) -> Int? {
    guard start >= 0, size <= 8, start <= bytes.count - size else { return nil }
    var value: UInt64 = 0
    for index in start..<(start + size) { value = value << 8 | UInt64(bytes[index]) }
    return value <= UInt64(Int.max) ? Int(value) : nil
  }
}
