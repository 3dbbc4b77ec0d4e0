import SuperSwift

func calculate() {
    let run = RunContext.current
    guard let bill = run.input.json?["bill"]?.number else {
        run.fail("Pass a dictionary like {\"bill\": 42}.")
        return
    }
    let percent = run.input.json?["percent"]?.number ?? 15
    let tip = bill * percent / 100
    run.finish(with: .json(.object([
        "tip": .number(tip),
        "total": .number(bill + tip)
    ])))
}

calculate()
