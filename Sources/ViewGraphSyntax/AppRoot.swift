// Where a file's app comes from: the scenario's `app` block; else the `@main` App's
// scenes (its `WindowGroup` content is the window); else the file's first preview
// (`#Preview { … }`, or the `previews` of a `PreviewProvider`). A plain `.swift` file
// from an app target opens this way with no scenario blocks (Guides/Language.md, "Bring
// your own code"). The checker and the engine resolve it with the same function.

/// Which part of the file the app's root views come from.
package enum AppRootSource: Equatable, Sendable {
    /// The scenario's `app { … }` block.
    case appBlock
    /// The `App` struct of that name: its `body` is built like a view's, and its
    /// `WindowGroup` content is the window.
    case app(String)
    /// `#Preview`, with its name when it has one.
    case preview(String?)
    /// The `previews` of the `PreviewProvider` struct of that name.
    case previewProvider(String)

    /// Whether the root is a preview's content.
    package var isPreview: Bool {
        switch self {
        case .preview, .previewProvider: return true
        default: return false
        }
    }

    /// How the header line says it: `app InboxApp`, `preview "Counter"`.
    package var description: String {
        switch self {
        case .appBlock: return "app block"
        case .app(let name): return "app \(name)"
        case .preview(let name?): return "preview \"\(name)\""
        case .preview(nil): return "preview"
        case .previewProvider(let name): return "preview \(name)"
        }
    }
}

/// The root of a file's app: an `app` block, given or made from an App or a preview.
package struct AppRoot: Sendable {
    package var app: AppBlock
    package var source: AppRootSource

    /// The app of a file: its `app` block when it has one (the last one, as variants
    /// override), else its App's window, else its first preview.
    package static func find(in items: [TopLevelItem], appBlock: AppBlock? = nil) -> AppRoot? {
        if let appBlock { return AppRoot(app: appBlock, source: .appBlock) }
        var types: [TypeDecl] = []
        for case .declaration(.type(let type)) in items where type.kind == .struct { types.append(type) }
        // `@main struct MyApp: App` first; any struct conforming to App otherwise.
        let apps = types.filter { $0.inheritance.contains { $0.name == "App" } }
        if let app = apps.first(where: { $0.attributes.contains { $0.name.name == "main" } }) ?? apps.first {
            let name = app.name
            let callee = Expr(.identifier(name.name), range: name.range, id: -2)
            let call = Expr(.call(callee: callee, arguments: [], trailingClosures: []), range: name.range, id: -3)
            return AppRoot(
                app: AppBlock(body: [Stmt(.expression(call), range: name.range)], range: app.range),
                source: .app(name.name))
        }
        for item in items {
            switch item {
            case .preview(let preview):
                return AppRoot(app: AppBlock(body: preview.body, range: preview.range), source: .preview(preview.name))
            case .declaration(.type(let type))
            where type.kind == .struct && type.inheritance.contains(where: { $0.name == "PreviewProvider" }):
                for case .variable(let variable) in type.members where variable.name?.name == "previews" {
                    if let getter = variable.accessors?.getter {
                        return AppRoot(
                            app: AppBlock(body: getter, range: variable.range),
                            source: .previewProvider(type.name.name))
                    }
                }
            default:
                continue
            }
        }
        return nil
    }
}
