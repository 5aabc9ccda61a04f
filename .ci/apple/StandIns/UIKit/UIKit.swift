// The stand-in UIKit module (iOS world only): what `import UIKit` brings. Apple's UIKit re-exports Foundation. The
// UIKit types the dependent package's delegate classes use are declared beside this file, each from Apple's
// documentation. Declarations only; nothing here runs.
@_exported import Foundation
