import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster, onFirstInteraction } from "./Toaster";
import { TOAST_DURATION_MS, toast, toastStore } from "./toastStore";
import { useToast } from "./useToast";

function ToastButton() {
  const { toast: show } = useToast();
  return (
    <button type="button" onClick={() => show({ title: "Saved", description: "Your truffles are in the box" })}>
      show
    </button>
  );
}

describe("toasts", () => {
  // The toast's parts are a lazily loaded chunk (Toaster.tsx): loaded once here, on real timers, as the
  // app loads it with the first toast when nothing was tapped before; the tests below then run on fake timers.
  beforeAll(async () => {
    render(<Toaster />);
    act(() => void toast({ title: "Warm-up" }));
    await screen.findByRole("alert");
    cleanup();
    toastStore.remove();
  });

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows one toast at a time: a new toast replaces the one on screen", () => {
    render(<Toaster />);
    act(() => void toast({ title: "First" }));
    expect(screen.getByRole("alert")).toHaveTextContent("First");
    act(() => void toast({ title: "Second", variant: "destructive" }));
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(screen.getByRole("alert")).toHaveTextContent("Second");
    expect(screen.queryByText("First")).not.toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveAttribute("data-variant", "destructive");
  });

  it("shows title and description from useToast().toast", () => {
    render(
      <>
        <ToastButton />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole("button", { name: "show" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Saved");
    expect(screen.getByRole("alert")).toHaveTextContent("Your truffles are in the box");
    expect(screen.getByRole("alert")).toHaveAttribute("data-variant", "default");
  });

  it("hides a toast after 5000 ms", () => {
    render(<Toaster />);
    act(() => void toast({ title: "Short-lived" }));
    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.getByText("Short-lived")).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(200)); // the timer fires: the exit transition starts
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.queryByText("Short-lived")).not.toBeInTheDocument();
  });

  it("closes with its close button", () => {
    render(<Toaster />);
    act(() => void toast({ title: "Closable" }));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.queryByText("Closable")).not.toBeInTheDocument();
  });

  it("moves focus to the notification region with F8", () => {
    render(<Toaster />);
    const region = screen.getByRole("region", { name: "Notifications (F8)" });
    fireEvent.keyDown(window, { key: "F8" });
    expect(region).toHaveFocus();
    act(() => void toast({ title: "Focus me" }));
    fireEvent.keyDown(window, { key: "F8" });
    expect(screen.getByRole("alert")).toHaveFocus();
  });

  it("is dismissed when swiped sideways past 50 px, and stays after a short drag", () => {
    render(<Toaster />);
    act(() => void toast({ title: "Swipe me" }));
    const alert = screen.getByRole("alert");
    fireEvent.pointerDown(alert, { clientX: 100, pointerId: 1, button: 0 });
    fireEvent.pointerMove(alert, { clientX: 130, pointerId: 1 });
    fireEvent.pointerUp(alert, { clientX: 130, pointerId: 1 });
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByText("Swipe me")).toBeInTheDocument();

    fireEvent.pointerDown(alert, { clientX: 100, pointerId: 2, button: 0 });
    fireEvent.pointerMove(alert, { clientX: 170, pointerId: 2 });
    fireEvent.pointerUp(alert, { clientX: 170, pointerId: 2 });
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.queryByText("Swipe me")).not.toBeInTheDocument();
  });
});

describe("the toast's parts", () => {
  it("are asked for at the first tap or key press, once, and not before", () => {
    const task = vi.fn();
    const stop = onFirstInteraction(task);
    expect(task).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: "Tab" });
    fireEvent.pointerDown(document.body);
    expect(task).toHaveBeenCalledTimes(1);
    stop();
  });

  it("are not asked for after the cancel", () => {
    const task = vi.fn();
    onFirstInteraction(task)();
    fireEvent.pointerDown(document.body);
    expect(task).not.toHaveBeenCalled();
  });
});
