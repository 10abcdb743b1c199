import Testing
@testable import TimelineCore
import TimelineTestSupport

@Suite("ChildLists")
struct ChildListsTests {
    @Test("each node's children are the nodes naming it as parent, in node order (seeded forests)")
    func randomForests() {
        var random = SeededRandomNumberGenerator(seed: 41)
        for _ in 0..<300 {
            let count = Int.random(in: 0...30, using: &random)
            let parents = (0..<count).map { _ in Bool.random(using: &random) ? -1 : Int.random(in: 0..<count, using: &random) }
            let lists = ChildLists(parents: parents)
            for node in 0..<count {
                let expected = (0..<count).filter { parents[$0] == node }
                #expect(Array(lists[node]) == expected)
                #expect(lists.hasChildren(node) == !expected.isEmpty)
            }
            #expect(lists.children.count == parents.filter { $0 >= 0 }.count)
        }
    }

    @Test("the documented example")
    func example() {
        let lists = ChildLists(parents: [-1, 0, 0, 1])
        #expect(Array(lists[0]) == [1, 2] && Array(lists[1]) == [3] && lists[3].isEmpty)
        #expect(ChildLists(parents: []).children.isEmpty)
    }
}
