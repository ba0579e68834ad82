print("rerender")
