/** The kinds of note staff write (contacts and cases alike). */
export const NOTE_TYPES = ['General', 'Phone Call', 'Meeting', 'Email', 'Letter', 'Other'];
