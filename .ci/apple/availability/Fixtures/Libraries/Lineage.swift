// The classes InheritedInitializers.swift uses: initializers declared once and inherited down the classes below,
// which the compiler declares again in each subclass and symbol graphs leave out.

/// A root class with an initializer as old as itself and a newer one.
open class Base {
  /// As old as the class.
  public init() {}

  /// Newer than the floors.
  @available(macOS 14.0, iOS 17.0, *)
  public init(label: Int) {}
}

/// Inherits both initializers of `Base`.
open class Derived: Base {}

/// Inherits both through `Derived`.
open class Leaf: Derived {}

/// Newer than the floors, with `Base`'s old `init()`.
@available(macOS 13.0, iOS 16.0, *)
open class Newer: Base {}

/// Declares `init(label:)` again, as old as itself: its subclasses inherit this one, not `Base`'s.
open class Widened: Base {
  /// As old as the class.
  public override init(label: Int) { super.init() }
}

/// Inherits `Widened`'s `init(label:)`.
open class WidenedLeaf: Widened {}

/// A generic root class with a newer initializer.
open class Box<Value> {
  /// Newer than the floors.
  @available(macOS 14.0, iOS 17.0, *)
  public init(_ value: Value) {}
}

/// Passes its own parameter to `Box`: its inherited initializer has `Box`'s signature.
open class SameBox<Value>: Box<Value> {}

/// Binds `Box`'s parameter: its inherited initializer takes an `Int`, which no initializer of `Box` declares.
open class IntBox: Box<Int> {}
