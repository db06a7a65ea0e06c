import Foundation
import Testing
@testable import LazyScroll

@Suite("Physics")
struct PhysicsTests {
    @Test("a fling comes to rest at UIKit's projected landing point", arguments: [DecelerationRate.normal, .fast])
    func flingLandsAtProjection(rate: DecelerationRate) {
        for velocity: CGFloat in [-4000, -250, 0, 90, 1200, 8000] {
            let fling = Deceleration(from: 100, velocity: velocity, rate: rate, at: 2)
            let expected = 100 + velocity / 1000 * CGFloat(rate.perMillisecond / (1 - rate.perMillisecond))
            #expect(abs(fling.landingOffset - expected) < 1e-9)
            var time = 2.0
            while !fling.isSettled(at: time) { time += 1.0 / 60 }
            #expect(abs(fling.state(at: time).offset - expected) < 0.5)
            // Monotonic: never passes the landing point.
            var previous = fling.state(at: 2).offset
            for step in 1...120 {
                let now = fling.state(at: 2 + Double(step) / 60).offset
                #expect(velocity >= 0 ? now >= previous : now <= previous)
                #expect(velocity >= 0 ? now <= expected + 1e-9 : now >= expected - 1e-9)
                previous = now
            }
        }
    }

    @Test("a fling is the same however the clock is stepped")
    func stepIndependence() {
        let fling = Deceleration(from: 0, velocity: 3000, rate: .normal, at: 0)
        #expect(fling.state(at: 0.5).offset == fling.state(at: 0.5).offset)
        // 1 ms steps of the discrete UIKit rule reach the closed form.
        var offset: Double = 0
        var velocity: Double = 3000
        for _ in 0..<500 {
            velocity *= 0.998
            offset += velocity / 1000
        }
        #expect(abs(Double(fling.state(at: 0.5).offset) - offset) < 1e-6)
    }

    @Test("the rubber band follows (1 − 1 / (x · 0.55 / d + 1)) · d and never reaches d")
    func rubberBand() {
        let d: CGFloat = 800
        for x: CGFloat in [0, 1, 10, 100, 800, 10_000, 1e9] {
            let b = RubberBand.displacement(forOverscroll: x, dimension: d)
            #expect(abs(b - (1 - 1 / (x * 0.55 / d + 1)) * d) < 1e-9)
            #expect(b < d && b >= 0)
            #expect(RubberBand.displacement(forOverscroll: -x, dimension: d) == -b)
            if x < 1e6 { #expect(abs(RubberBand.overscroll(forDisplacement: b, dimension: d) - x) < 1e-6 * max(1, x)) }
        }
        #expect(RubberBand.clamp(-100, to: 0...500, dimension: d) == -RubberBand.displacement(forOverscroll: 100, dimension: d))
        #expect(RubberBand.clamp(250, to: 0...500, dimension: d) == 250)
        #expect(RubberBand.displacement(forOverscroll: 50, dimension: 0) == 0)
    }

    @Test("a critically damped spring settles within half a point without overshooting from rest")
    func springSettles() {
        for (from, to) in [(CGFloat(-120), CGFloat(0)), (1000, 200), (0, 0.3)] {
            let spring = ScrollSpring(from: from, velocity: 0, to: to, at: 1)
            var time = 1.0
            var previousDistance = abs(from - to)
            while !spring.isSettled(at: time) {
                time += 1.0 / 60
                let distance = abs(spring.state(at: time).offset - to)
                #expect(distance <= previousDistance + 1e-9)
                #expect((spring.state(at: time).offset - to) * (from - to) >= -1e-9, "overshot")
                previousDistance = distance
                #expect(time < 4)
            }
            #expect(abs(spring.state(at: time).offset - to) < 0.5)
        }
    }

    @Test("a NaN deceleration rate is refused")
    func nanRate() {
        #expect(throws: LazyScrollError.self) { _ = try DecelerationRate(perMillisecond: .nan) }
    }

    @Test("deceleration rates outside (0, 1) are refused with a typed error")
    func badRates() {
        for value in [0, 1, 1.5, -0.2] {
            #expect(throws: LazyScrollError.invalidNumber(quantity: "deceleration rate per millisecond", value: value, rule: .betweenZeroAndOneExclusive)) {
                _ = try DecelerationRate(perMillisecond: value)
            }
        }
    }
}
