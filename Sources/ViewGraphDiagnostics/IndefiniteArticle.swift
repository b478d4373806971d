/// `a Team`, `an Int`, `a UIKit view`: `word` after the article it is read with. The article
/// follows the sound, and a leading "U" is read "you" (`a UUID`, `a UIKit`).
package func withIndefiniteArticle(_ word: String) -> String {
    let vowelSound = word.hasPrefix("U") == false && word.first.map { "AEIOUaeiou".contains($0) } == true
    return (vowelSound ? "an " : "a ") + word
}
