export const eventPageUrl = (eventId: string) => `${window.location.origin}/e/${eventId}`;
