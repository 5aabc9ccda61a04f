/// A strategy that writes its own part of the direct explorer's reduced key (``DirectKeying/reduced``): only what
/// can change what happens next, with growing numbers named relative to the machine.
protocol DirectKeyDescribable {
  /// Appends what of `self` can change a later callback, trace line or verdict.
  func describeForKey(into key: inout StateFingerprint, naming: DirectKeyNaming)
}
