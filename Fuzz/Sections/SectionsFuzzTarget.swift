// libFuzzer entry point for a virtualizer over sections (SectionsScenario against SectionReference). The
// work is in Tests/LazyScrollTests/Support/SectionsFuzzInput.swift, which the tests compile too
// (FuzzRegressionTests replays the saved inputs of Fuzz/Regressions/sections); a mismatch with the model
// calls fatalError (Fuzz/Support/FuzzCheck.swift).

@_cdecl("LLVMFuzzerTestOneInput")
public func lazyScrollSectionsFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    runSectionsFuzzInput(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
