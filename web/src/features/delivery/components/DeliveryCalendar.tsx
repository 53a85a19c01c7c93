import type { AvailabilityDay } from "@contracts";
import NavigateBeforeIcon from "@mui/icons-material/NavigateBefore";
import NavigateNextIcon from "@mui/icons-material/NavigateNext";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { alpha, useTheme, type SxProps, type Theme } from "@mui/material/styles";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { calendarLocale, formatCalendarDate, formatDeliveryDate } from "@/shared/delivery";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { DirectionalIcon, QueryState, visuallyHidden } from "@/shared/ui";
import { availabilityQuery, type AvailabilityRequest } from "../api/deliveryApi";
import { addDays, addMonths, dayOfMonth, monthOf, monthRange, monthWeeks, weekdayOf } from "../lib/calendarDates";

/** A Sunday, for the weekday names of the header (the grid starts its weeks on Sunday, as Israel does). */
const A_SUNDAY = "2023-01-01";

function weekdayNames(language: string) {
  const locale = calendarLocale(language);
  return Array.from({ length: 7 }, (_, index) => {
    const date = addDays(A_SUNDAY, index);
    return {
      short: formatCalendarDate(date, language, { weekday: locale === "he-IL" ? "narrow" : "short" }),
      long: formatCalendarDate(date, language, { weekday: "long" }),
    };
  });
}

function monthTitle(month: string, language: string): string {
  return formatCalendarDate(`${month}-01`, language, { month: "long", year: "numeric" });
}

/** "כסלו – טבת": the Hebrew months a Gregorian month spans, from its days' Hebrew dates. */
function hebrewMonths(days: readonly AvailabilityDay[]): string {
  const monthName = (day: AvailabilityDay | undefined) => day?.hebrewDate.he.split(" ").slice(1).join(" ") ?? "";
  const first = monthName(days[0]);
  const last = monthName(days.at(-1));
  return first === last ? first : `${first} – ${last}`;
}

/** The month a date moves into, kept within the months the calendar may show. */
function clampMonth(month: string, first: string, last: string): string {
  return month < first ? first : month > last ? last : month;
}

/** The same day of the month `months` away, on the month's last day when it is shorter. */
function sameDayMonthsAway(date: string, months: number): string {
  const month = addMonths(monthOf(date), months);
  const { to } = monthRange(month);
  const day = `${month}-${date.slice(8, 10)}`;
  return day > to ? to : day;
}

/**
 * The grid's look, once for all its cells (a style per cell would be 42 Emotion classes to compute
 * on every choice): by the cells' own states, `data-open`, `aria-selected`, `aria-current`.
 */
const GRID_SX: SxProps<Theme> = (theme) => ({
  width: "100%",
  tableLayout: "fixed",
  borderCollapse: "separate",
  borderSpacing: "2px",
  [theme.breakpoints.up("sm")]: { borderSpacing: "4px" },
  "& th": { py: 0.5, fontSize: "0.75rem", fontWeight: 600, color: "text.secondary" },
  "& td[role=gridcell]": {
    p: 0.25,
    height: 56,
    verticalAlign: "top",
    textAlign: "center",
    borderRadius: 1.5,
    border: "1px solid transparent",
    overflow: "hidden",
    cursor: "not-allowed",
    color: "text.disabled",
    [theme.breakpoints.up("sm")]: { p: 0.5, height: 64 },
    "&:focus-visible": { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  },
  "& td[data-open=true]": {
    cursor: "pointer",
    color: "text.primary",
    bgcolor: alpha(theme.palette.secondary.main, 0.08),
    "&:hover": { bgcolor: alpha(theme.palette.secondary.main, 0.2) },
    "& .holiday": { color: "secondary.dark" },
  },
  "& td[aria-selected=true], & td[aria-selected=true]:hover": {
    bgcolor: "secondary.main",
    color: "secondary.contrastText",
    "& .holiday": { color: "inherit" },
  },
  "& td[aria-current=date]": { borderColor: "text.secondary" },
  "& .day-number": { display: "block", fontWeight: 700, fontSize: "0.95rem", lineHeight: 1.3, [theme.breakpoints.up("sm")]: { fontSize: "1.05rem" } },
  "& td[data-open=false] .day-number": { textDecoration: "line-through" },
  "& .hebrew-date": { display: "block", fontSize: "0.6rem", lineHeight: 1.2, opacity: 0.85, overflowWrap: "anywhere", [theme.breakpoints.up("sm")]: { fontSize: "0.68rem" } },
  // An English reader sees the Hebrew date from a tablet up, where it fits.
  "& .hebrew-date-en": { display: "none", [theme.breakpoints.up("sm")]: { display: "block" } },
  "& .holiday": {
    display: "-webkit-box",
    WebkitLineClamp: 2,
    WebkitBoxOrient: "vertical",
    overflow: "hidden",
    fontSize: "0.55rem",
    lineHeight: 1.15,
    mt: 0.25,
    fontWeight: 600,
    overflowWrap: "anywhere",
    [theme.breakpoints.up("sm")]: { fontSize: "0.62rem" },
  },
});

/**
 * The way's calendar, a month at a time: a grid of seven columns, weeks from Sunday, right to left in
 * Hebrew. Only open days can be chosen; a closed one stays in the grid, dimmed, and says why (the
 * server's reason, in the reader's language) in its title and its accessible name. Each day shows its
 * holidays and, in Hebrew, its Hebrew date (in English too from a tablet up).
 *
 * Keyboard: the grid is one tab stop (the chosen day, or the first open one); the arrow keys move a
 * day or a week (mirrored right to left), Home and End to the week's ends, Page Up and Page Down a
 * month; Enter or Space chooses. The month buttons stop at today's month and the horizon's.
 */
export function DeliveryCalendar({
  request,
  today,
  lastDate,
  value,
  onChange,
  label,
}: {
  /** The way, city, products and language of the availability requests; the calendar adds the month. */
  request: Omit<AvailabilityRequest, "month">;
  /** Today and the last date that can be booked, on the shop's clock. */
  today: string;
  lastDate: string;
  value: string | null;
  onChange: (date: string) => void;
  /** What is chosen ("Pickup date"): the grid's name, with the month. */
  label: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const theme = useTheme();
  const rtl = theme.direction === "rtl";
  const labelId = useId();
  const titleId = useId();
  const hintId = useId();
  const firstMonth = monthOf(today);
  const lastMonth = monthOf(lastDate < today ? today : lastDate);
  const [month, setMonth] = useState(() => clampMonth(monthOf(value ?? today), firstMonth, lastMonth));
  const [focusDate, setFocusDate] = useState<string | null>(value);
  // The chosen date changed from outside (the first possible date after a refusal): show its month.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value) {
      setMonth(clampMonth(monthOf(value), firstMonth, lastMonth));
      setFocusDate(value);
    }
  }

  const query = useQuery(availabilityQuery({ ...request, month }));
  const days = query.data?.days;
  const dayByDate = new Map((days ?? []).map((day) => [day.date, day]));
  const weeks = monthWeeks(month);
  const title = monthTitle(month, language);
  const hebrew = calendarLocale(language) === "he-IL";

  // The one cell reached by Tab: the focused day, else the chosen one, else the first open one.
  const { from, to } = monthRange(month);
  const inMonth = (date: string | null): date is string => Boolean(date && date >= from && date <= to);
  const firstOpen = days?.find((day) => day.open)?.date ?? null;
  const tabStop = inMonth(focusDate) ? focusDate : inMonth(value) ? value : (firstOpen ?? from);

  // After a key moved the focus, the cell takes it once its month is drawn.
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current || !focusDate) return;
    const cell = grid.current?.querySelector<HTMLElement>(`[data-date="${focusDate}"]`);
    if (cell) {
      cell.focus();
      moved.current = false;
    }
  }, [focusDate, month, days]);

  const choose = (date: string) => {
    const day = dayByDate.get(date);
    setFocusDate(date);
    if (day?.open) onChange(date);
  };

  const moveTo = (date: string) => {
    const target = clampMonth(monthOf(date), firstMonth, lastMonth);
    if (target !== monthOf(date)) return;
    moved.current = true;
    setFocusDate(date);
    if (target !== month) setMonth(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const current = tabStop;
    const forward = rtl ? -1 : 1;
    const moves: Record<string, () => string> = {
      ArrowRight: () => addDays(current, forward),
      ArrowLeft: () => addDays(current, -forward),
      ArrowDown: () => addDays(current, 7),
      ArrowUp: () => addDays(current, -7),
      Home: () => addDays(current, -weekdayOf(current)),
      End: () => addDays(current, 6 - weekdayOf(current)),
      PageUp: () => sameDayMonthsAway(current, -1),
      PageDown: () => sameDayMonthsAway(current, 1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveTo(move());
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      choose(current);
    }
  };

  const showMonth = (next: string) => {
    setMonth(next);
    setFocusDate(null);
  };

  const weekdays = weekdayNames(language);
  const cellLabel = (day: AvailabilityDay | undefined, date: string) => {
    const name = [formatDeliveryDate(date, language, day?.hebrewDate), ...(day?.holidays ?? []).map((holiday) => (hebrew ? holiday.he : holiday.en))].join(", ");
    if (day?.open) return name;
    return day?.reasonText ? t("delivery.calendar.closed", { date: name, reason: day.reasonText }) : t("delivery.calendar.unavailable", { date: name });
  };

  return (
    <Box component="section" aria-labelledby={labelId} data-testid="delivery-calendar">
      <Typography id={labelId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1, mb: 1 }}>
        <IconButton onClick={() => showMonth(addMonths(month, -1))} disabled={month <= firstMonth} title={t("delivery.calendar.previous")} aria-label={t("delivery.calendar.previous")}>
          <DirectionalIcon icon={NavigateBeforeIcon} />
        </IconButton>
        <Box sx={{ textAlign: "center", minWidth: 0 }}>
          <Typography id={titleId} component="p" aria-live="polite" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {hebrew && days && days.length > 0 && (
            <Typography variant="caption" color="text.secondary" data-testid="calendar-hebrew-months">
              {hebrewMonths(days)}
            </Typography>
          )}
        </Box>
        <IconButton onClick={() => showMonth(addMonths(month, 1))} disabled={month >= lastMonth} title={t("delivery.calendar.next")} aria-label={t("delivery.calendar.next")}>
          <DirectionalIcon icon={NavigateNextIcon} />
        </IconButton>
      </Box>
      <Box id={hintId} sx={visuallyHidden}>
        {t("delivery.calendar.hint")}
      </Box>
      <QueryState
        query={query}
        loadingLabel={t("delivery.calendar.loading")}
        errorTitle={t("delivery.calendar.loadError")}
        headingLevel={3}
        skeleton={<Skeleton variant="rounded" sx={{ height: { xs: 300, sm: 360 } }} />}
      >
        {() => (
          <Box
            component="table"
            ref={grid}
            role="grid"
            dir={rtl ? "rtl" : "ltr"}
            aria-label={`${label}, ${title}`}
            aria-describedby={hintId}
            onKeyDown={onKeyDown}
            sx={GRID_SX}
          >
            <thead>
              <tr>
                {weekdays.map((weekday) => (
                  <th key={weekday.long} scope="col" abbr={weekday.long}>
                    <span aria-hidden>{weekday.short}</span>
                    <Box component="span" sx={visuallyHidden}>
                      {weekday.long}
                    </Box>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.find(Boolean) ?? ""}>
                  {week.map((date, index) => {
                    if (!date) return <td key={`empty-${index}`} />;
                    const day = dayByDate.get(date);
                    const open = Boolean(day?.open);
                    const holidays = (day?.holidays ?? []).map((holiday) => (hebrew ? holiday.he : holiday.en));
                    return (
                      <td
                        key={date}
                        role="gridcell"
                        data-date={date}
                        data-open={String(open)}
                        tabIndex={date === tabStop ? 0 : -1}
                        aria-selected={date === value && open}
                        aria-disabled={!open || undefined}
                        aria-current={date === today ? "date" : undefined}
                        title={open ? holidays.join(", ") || undefined : day?.reasonText}
                        onClick={() => choose(date)}
                      >
                        {/* The cell's name comes from this text (not aria-label), so the name never leaves out what the cell shows (axe: label-content-name-mismatch). */}
                        <Box component="span" sx={visuallyHidden}>
                          {cellLabel(day, date)}
                        </Box>
                        <span aria-hidden className="day-number">
                          {dayOfMonth(date)}
                        </span>
                        {day && (
                          <span aria-hidden className={hebrew ? "hebrew-date" : "hebrew-date hebrew-date-en"} data-testid="hebrew-date">
                            {hebrew ? day.hebrewDate.he : day.hebrewDate.en}
                          </span>
                        )}
                        {holidays.length > 0 && (
                          <span aria-hidden className="holiday" data-testid="holiday">
                            {holidays.join(" · ")}
                          </span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </Box>
        )}
      </QueryState>
    </Box>
  );
}
