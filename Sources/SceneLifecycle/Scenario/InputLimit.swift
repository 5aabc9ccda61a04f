/// One of the ``InputLimits`` a scenario file can be beyond. An ``InputError`` names the one it hit
/// (``InputError/limit``), so a tool around the library can say how to raise it in its own terms (the command
/// line names its flag).
public enum InputLimit: Hashable, Sendable, CaseIterable {
  /// The file's size in bytes, the same for the Info.plist it names (``InputLimits/maximumFileSize``).
  case fileSize
  /// The number of steps (``InputLimits/maximumSteps``).
  case steps
  /// How deeply the file's arrays and objects nest (``InputLimits/maximumDepth``).
  case depth
}
