// floors: macOS 12.0, iOS 15.0, macCatalyst 15.0
// library: Lineage
// Initializers a class inherits are in no symbol graph: each is available where its class is and where the
// initializer it inherits is, found up the superclass chain by its signature. One the chain cannot establish (a
// superclass whose generic parameter the subclass binds) cannot be judged.
import Lineage

func made() -> [Base] {
  [
    Derived(),
    Derived(label: 1),  // expect-availability: macOS 14.0, iOS 17.0, macCatalyst 17.0
    Leaf(),
    Leaf(label: 2),  // expect-availability: macOS 14.0, iOS 17.0, macCatalyst 17.0
    WidenedLeaf(label: 3),
  ]
}

func newer() -> Newer {  // expect-availability: macOS 13.0, iOS 16.0, macCatalyst 16.0
  .init()  // expect-availability: macOS 13.0, iOS 16.0, macCatalyst 16.0
}

func boxes() -> (Box<Int>, Box<Int>) {
  (
    SameBox(1),  // expect-availability: macOS 14.0, iOS 17.0, macCatalyst 17.0
    IntBox(2)  // expect-unjudged
  )
}
