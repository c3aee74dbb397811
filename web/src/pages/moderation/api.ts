// The moderation routes of docs/api.md ("Moderation") as typed calls, for the report menu and the notices
// list, which load on first use with their words.
import type { ModerationNotice, ReportAnswer, ReportRequest } from "../../../../shared/api/moderation";
import { request } from "../../api";

export const moderationApi = {
  report: async (body: ReportRequest) => (await request<ReportAnswer>("POST", "/api/reports", { body })).data.report,
  notices: async () => (await request<{ notices: ModerationNotice[] }>("GET", "/api/moderation/notices")).data.notices,
  appeal: async (notice: string, text: string) => (await request("POST", "/api/appeals", { body: { notice, text } })).data,
};
