// Scenarios
