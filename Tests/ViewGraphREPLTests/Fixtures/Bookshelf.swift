import SwiftUI

/// A shelf of books: a tapped title pushes its page, and the page links to the next book.
struct Bookshelf: View {
    private let titles = ["Dune", "Emma"]

    var body: some View {
        NavigationStack {
            List(titles.indices, id: \.self) { index in
                NavigationLink(titles[index], value: index)
            }
            .navigationTitle("Shelf")
            .navigationDestination(for: Int.self) { index in
                BookPage(index: index)
            }
        }
    }
}

struct BookPage: View {
    let index: Int
    @State private var bookmarked = false

    var body: some View {
        VStack {
            Text(bookmarked ? "Bookmarked" : "Not bookmarked")
            Toggle("Bookmark", isOn: $bookmarked)
        }
        .navigationTitle("Book \(index + 1)")
    }
}

#Preview {
    Bookshelf()
}
