// swift-format-ignore-file
// (The app's own file, in its own style.) Its screens use UIKit the surface does not model (table views, search
// controllers, colours), so the side package leaves this file out and gives the two classes the delegates name.
import UIKit

final class CafeListViewController: UITableViewController {
    private let favoritesOnly: Bool
    private var cafes: [String] = ["Café de Flore", "Les Deux Magots", "Le Procope"]

    init(favoritesOnly: Bool = false) {
        self.favoritesOnly = favoritesOnly
        super.init(style: .insetGrouped)
        title = favoritesOnly ? "Favorites" : "Cafés"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cafe")
        tableView.backgroundColor = .systemGroupedBackground
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        favoritesOnly ? 1 : cafes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cafe", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = cafes[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class CafeSearchViewController: UIViewController, UISearchResultsUpdating {
    private let searchController = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Search"
        view.backgroundColor = .systemBackground
        searchController.searchResultsUpdater = self
        navigationItem.searchController = searchController
    }

    func updateSearchResults(for searchController: UISearchController) {}
}
