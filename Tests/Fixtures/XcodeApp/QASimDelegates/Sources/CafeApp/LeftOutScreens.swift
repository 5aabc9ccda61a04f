import UIKit

// CafeListViewController.swift is left out: its table and search screens use UIKit the surface does not model. The
// delegates only create and push them, so plain view controllers with the same names and initialisers stand in.

/// Stands in for the app's café list.
final class CafeListViewController: UIViewController {
  init(favoritesOnly: Bool = false) {
    super.init(nibName: nil, bundle: nil)
    title = favoritesOnly ? "Favorites" : "Cafés"
  }

  required init?(coder: NSCoder) { nil }
}

/// Stands in for the app's search screen.
final class CafeSearchViewController: UIViewController {}
