import Benchmark
import Foundation
import NameFormat

let benchmarks: @Sendable () -> Void = {
    Benchmark("Probe") { benchmark in
        let locale = Locale(identifier: "en-US-x-linearf")
        print(locale.identifier(.bcp47), locale.identifier)
        blackHole(locale)
    }
}
