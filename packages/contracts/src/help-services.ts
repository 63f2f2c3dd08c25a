/** Content area contract: help-services (seed §3, §7; DESIGN §4 content). */
export {};
