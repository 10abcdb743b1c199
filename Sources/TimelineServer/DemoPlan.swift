/// The built-in demo plan: `examples/launch-plan.yaml` (a software release,
/// about 30 items), served when the store is empty and no file is given.
public enum DemoPlan {
    /// The YAML text.
    public static let yaml = #"""
    # A software release: planning, development, quality and launch of a mobile
    # app's 3.0 version. Durations count working days of the "office" schedule
    # (Mon–Fri 09:00–12:30 and 13:30–18:00, so a day is 8 working hours).
    # Render it:  swift run timelinekit render examples/launch-plan.yaml -o plan.svg
    version: 1
    title: Atlas 3.0 release
    calendar: office
    schedules:
      office:
        hours: ["09:00-12:30", "13:30-18:00"]
        holidays: &holidays
          - 2025-04-18   # Good Friday
          - 2025-04-21   # Easter Monday
          - 2025-05-01   # Labour Day
          - 2025-05-29   # Ascension Day
      # Whole working days, to shade weekends and holidays but not the nights.
      officeDays:
        hours: "00:00-24:00"
        holidays: *holidays
    header:
      - {intervals: months, format: "MMMM yyyy"}
      - {intervals: weeks, format: "'W'w"}
      - {intervals: days, format: "d"}
    highlighters: [officeDays]
    now: 2025-04-09T12:00:00
    theme: standard
    mode: light
    hourWidth: 1.5
    items:
      - id: 1
        label: Planning
        type: summary
        start: 2025-03-03T09:00:00
        finish: 2025-03-06T18:00:00
      - id: 2
        label: Kickoff
        type: milestone
        start: 2025-03-03T09:00:00
        completion: 1
      - id: 3
        label: Requirements review
        start: 2025-03-03T09:00:00
        duration: 4d
        completion: 100%
        attachment: Priya, Tom
      - id: 4
        label: Architecture outline
        start: 2025-03-03T09:00:00
        duration: 3d
        completion: 100%
        attachment: Marek
      - id: 5
        label: Scope signed off
        type: milestone
        start: 2025-03-06T18:00:00
        completion: 1
      - id: 6
        label: Development
        type: summary
        start: 2025-03-07T09:00:00
        finish: 2025-03-27T18:00:00
      - id: 7
        label: Public API changes
        start: 2025-03-07T09:00:00
        duration: 8d
        completion: 100%
        attachment: Marek
      - id: 8
        label: Sync engine rewrite
        start: 2025-03-07T09:00:00
        duration: 15d
        completion: 100%
        attachment: Lena, Marek
      - id: 9
        label: UI redesign
        start: 2025-03-07T09:00:00
        duration: 12d
        completion: 100%
        attachment: Jonas
      - id: 10
        label: Localization (12 languages)
        start: 2025-03-18T09:00:00
        duration: 5d
        completion: 100%
        attachment: Vendor
      - id: 11
        label: Data migration
        start: 2025-03-19T09:00:00
        duration: 4d
        completion: 100%
        attachment: Lena
      - id: 12
        label: Feature freeze
        type: milestone
        start: 2025-03-27T18:00:00
        completion: 1
      - id: 13
        label: Quality
        type: summary
        start: 2025-03-07T09:00:00
        finish: 2025-04-10T18:00:00
      - id: 14
        label: Test plan
        start: 2025-03-07T09:00:00
        duration: 3d
        completion: 100%
        attachment: Aisha
      - id: 15
        label: Automated regression suite
        start: 2025-03-12T09:00:00
        duration: 8d
        completion: 100%
        attachment: Aisha
      - id: 16
        label: Beta 1
        type: milestone
        start: 2025-03-27T18:00:00
        completion: 1
      - id: 17
        label: Public beta
        start: 2025-03-28T09:00:00
        duration: 10d
        completion: 80%
        attachment: Community
      - id: 18
        label: Bug fixing
        start: 2025-03-28T09:00:00
        duration: 10d
        completion: 60%
        attachment: All developers
      - id: 19
        label: Performance tuning
        start: 2025-03-28T09:00:00
        duration: 4d
        completion: 100%
        attachment: Lena
      - id: 20
        label: Release candidate
        type: milestone
        start: 2025-04-10T18:00:00
      - id: 21
        label: Launch
        type: summary
        start: 2025-03-28T09:00:00
        finish: 2025-04-29T18:00:00
      - id: 22
        label: Documentation update
        start: 2025-03-28T09:00:00
        duration: 5d
        completion: 100%
        attachment: Tom
      - id: 23
        label: Marketing site
        start: 2025-04-11T09:00:00
        duration: 6d
        attachment: Agency
      - id: 24
        label: Press kit
        start: 2025-04-16T09:00:00
        duration: 3d
        attachment: Priya
      - id: 25
        label: App store submission
        start: 2025-04-11T09:00:00
        duration: 1d
        attachment: Jonas
      - id: 26
        label: Store review
        start: 2025-04-14T09:00:00
        duration: 3d
        attachment: Apple, Google
      - id: 27
        label: Launch day
        type: milestone
        start: 2025-04-22T18:00:00
        colors: {bar: "#d62728"}
      - id: 28
        label: Post-launch monitoring
        start: 2025-04-23T09:00:00
        duration: 5d
        attachment: On-call rotation
    dependencies:
      - {from: 2, to: 3}
      - {from: 3, to: 4, type: SS}
      - {from: 3, to: 5}
      - {from: 4, to: 5}
      - {from: 5, to: 7}
      - {from: 5, to: 8}
      - {from: 7, to: 9, type: SS}
      - {from: 9, to: 10, type: FF}
      - {from: 7, to: 11}
      - {from: 8, to: 12}
      - {from: 9, to: 12}
      - {from: 11, to: 12}
      - {from: 5, to: 14}
      - {from: 14, to: 15}
      - {from: 12, to: 16}
      - {from: 16, to: 17}
      - {from: 17, to: 18, type: FF}
      - {from: 16, to: 18}
      - {from: 12, to: 19}
      - {from: 18, to: 20}
      - {from: 19, to: 20}
      - {from: 15, to: 20}
      - {from: 12, to: 22}
      - {from: 20, to: 23, type: SS}
      - {from: 23, to: 24, type: FF}
      - {from: 20, to: 25}
      - {from: 25, to: 26}
      - {from: 26, to: 27}
      - {from: 22, to: 27}
      - {from: 24, to: 27}
      - {from: 27, to: 28}
    """#
}
