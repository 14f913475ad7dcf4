// The days /saunas names ('Sat 5 Dec', 'Sath 5 Noll'), written by the server: a day's name in Irish
// needs calendar data browsers lack (domain/calendar-format.ts), which this page has no room to
// ship (the public JavaScript budget). The loader sends every day its free results and filters
// mention; the page's sections read them here.
import { createContext, useContext } from "react";

const DateLabels = createContext<Record<string, string>>({});

export const DateLabelsProvider = DateLabels.Provider;

/** A day's name as the server wrote it (the day itself if the server named no such day). */
export function useDateLabel(): (date: string) => string {
  const labels = useContext(DateLabels);
  return (date) => labels[date] ?? date;
}
