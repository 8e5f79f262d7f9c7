'use client';

// The week's opening hours, one row per weekday: an "Abierto" switch, opening and closing times,
// an optional second interval (a lunch break) and "copy Monday to Tuesday–Friday". Controlled:
// the form holds the week (lib/dealers/hours-editor.ts) and the messages per row.

import fieldStyles from '@/components/forms/field.module.css';
import { MAX_INTERVALS_PER_DAY } from '@/lib/contract/dealer-profiles';
import {
  addInterval,
  copyMondayToWeekdays,
  removeInterval,
  setOpen,
  setTime,
  type WeekDraft,
} from '@/lib/dealers/hours-editor';
import { panelButton } from '../ui';
import styles from './dealer-profile.module.css';

/** The key of a row's message: "1-0-closes" (day, interval, field). */
export const hoursErrorKey = (day: number, slot: number, field: string) => `${day}-${slot}-${field}`;

type Props = {
  idPrefix: string;
  week: WeekDraft;
  onChange: (week: WeekDraft) => void;
  errors: Record<string, string>;
  disabled?: boolean;
};

export function HoursEditor({ idPrefix, week, onChange, errors, disabled }: Props) {
  return (
    <fieldset className={styles.hours} disabled={disabled}>
      <legend className={styles.legend}>Horario de atención</legend>
      <p className={styles.hint}>
        En la hora local de la tienda. Deja un día sin marcar si cierras; agrega un segundo horario si cierras a comer.
      </p>
      <ul className={styles.days}>
        {week.map((day) => {
          const openId = `${idPrefix}-abierto-${day.day}`;
          return (
            <li key={day.day} className={styles.day} data-day={day.day}>
              <div className={styles.dayHead}>
                <span className={styles.dayName} aria-hidden="true">
                  {day.name}
                </span>
                {/* Named "Atiende el lunes" (checked or not); the visible word says the state. */}
                <label className={styles.switch} htmlFor={openId}>
                  <input
                    id={openId}
                    type="checkbox"
                    className={fieldStyles.checkbox}
                    checked={day.open}
                    onChange={(event) => onChange(setOpen(week, day.day, event.target.checked))}
                  />
                  <span className="visually-hidden">Atiende el {day.name.toLowerCase()}</span>
                  <span aria-hidden="true">{day.open ? 'Abierto' : 'Cerrado'}</span>
                </label>
              </div>
              {day.open ? (
                <div className={styles.intervals}>
                  {day.intervals.map((interval, slot) => {
                    const label = `${day.name.toLowerCase()}${day.intervals.length > 1 ? `, horario ${slot + 1}` : ''}`;
                    return (
                      <div key={slot} className={styles.interval}>
                        {(['opens', 'closes'] as const).map((field) => {
                          const id = `${idPrefix}-${day.day}-${slot}-${field}`;
                          const error = errors[hoursErrorKey(day.day, slot, field)];
                          return (
                            <div key={field} className={styles.timeField}>
                              <label htmlFor={id} className={styles.timeLabel}>
                                {field === 'opens' ? 'Abre' : 'Cierra'}
                                <span className="visually-hidden"> el {label}</span>
                              </label>
                              <input
                                id={id}
                                type="time"
                                step={300}
                                required
                                className={`${fieldStyles.control} ${styles.time}`}
                                value={field === 'opens' ? interval.opens : interval.closes}
                                onChange={(event) => onChange(setTime(week, day.day, slot, field, event.target.value))}
                                aria-invalid={error ? true : undefined}
                                aria-describedby={error ? `${id}-error` : undefined}
                              />
                              {error ? (
                                <p id={`${id}-error`} className={fieldStyles.error}>
                                  {error}
                                </p>
                              ) : null}
                            </div>
                          );
                        })}
                        {slot > 0 ? (
                          <button
                            type="button"
                            className={panelButton('secondary', 'small')}
                            onClick={() => onChange(removeInterval(week, day.day, slot))}
                          >
                            Quitar
                            <span className="visually-hidden"> el segundo horario del {day.name.toLowerCase()}</span>
                          </button>
                        ) : null}
                      </div>
                    );
                  })}
                  {day.intervals.length < MAX_INTERVALS_PER_DAY ? (
                    <button
                      type="button"
                      className={styles.addInterval}
                      onClick={() => onChange(addInterval(week, day.day))}
                    >
                      + Agregar segundo horario<span className="visually-hidden"> el {day.name.toLowerCase()}</span>
                    </button>
                  ) : null}
                </div>
              ) : null}
              {day.day === 1 ? (
                <button
                  type="button"
                  className={panelButton('secondary', 'small')}
                  onClick={() => onChange(copyMondayToWeekdays(week))}
                >
                  Copiar el lunes a martes–viernes
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
