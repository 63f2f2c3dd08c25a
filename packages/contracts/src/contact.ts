/** Content area contract: contact (seed §3, §7; DESIGN §4 content). */
export {};
