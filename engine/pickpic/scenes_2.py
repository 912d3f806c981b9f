"""The second edition of the built-in deck, written by engine.pickpic.composer (run
`python -m engine.pickpic.composer > engine/pickpic/scenes_2.py`). Never change a
released line: stored games name cards by id."""

SCENES = """
1001 landscape day jungle 64 wild,jungle,day : 🪁:72:18:16 🪴:45:57:18:m 🦥:79:60:11 🌿:33:58:15 🐒:44:71:42 🐯:15:92:15
1002 surreal night street 57 space,science,city,night : 🏬:77:51:14 🏛:52:51:14 🗼:48:49:19 🧑:42:25:42:m 🧳:3:87:21
1003 surreal dusk water 61 home,things,sea,dusk : ⛱:31:55:14:m 🏝:84:57:11 🌋:23:55:14 👑:58:29:48 🦭:73:83:19
1004 interior cream floor 66 story,people,indoors,cream : 👒:22:36:13 🧪:69:37:12 🧘:42:67:49 🥔:75:87:21 🍞:21:84:16 🦃:15:91:23
1005 landscape noon dunes 58 desert,travel,noon : ☀:85:16:14 🏜:63:51:18 🗿:49:49:49 🏺:16:86:29:m
1006 close-up sun - 0 food,meal,sun : 🍐:55:41:71 🗺:80:18:18 ✂:20:18:21
1007 close-up sky - 0 nature,animals,sky : 🐗:51:56:62 🌳:80:18:17 🧩:20:85:21
1008 landscape dusk water 66 sea,boats,dusk : ☁:25:18:13 🏝:52:60:15:m 🗼:26:59:18 ⛱:42:60:16 🚤:68:64:48 📖:77:85:23
1009 landscape dusk water 53 sea,wild,dusk : 🦇:39:22:11 🌋:80:48:13:m 🦈:33:53:42 🚤:78:76:29 ⚓:80:86:30
1010 surreal noon snow 60 space,night,snow,noon : 🏠:66:52:19 🌟:63:28:47 ⛷:7:80:25
1011 surreal storm street 51 space,science,city,storm : ⛈:15:18:11 🏢:16:45:14 🗽:43:46:12:m 🤖:51:31:44 🚚:71:82:27 🛵:17:87:29 🛍:87:75:27
1012 close-up sun - 0 wild,jungle,sun : 🦍:63:54:68 😍:20:85:21:m 🐯:20:18:17
1013 surreal noon snow 60 home,things,snow,noon : ☀:39:24:10 🏔:13:54:16 🌲:69:55:13:m 🗻:81:54:15 🕯:36:28:46 🧤:82:80:16 🎿:79:81:27
1014 landscape aurora crater 65 space,science,aurora : 🪐:81:25:18 🌝:21:59:15 🤖:16:61:10 🚀:64:66:46:m 👽:30:82:16 🧑:13:91:16
1015 surreal dawn water 62 home,things,sea,dawn : 🌋:25:55:18:m ⛱:34:56:16 🪞:50:27:51:m ⛵:24:83:21 🐙:74:91:21
1016 landscape day grass 55 fun,fair,day : 🌞:21:14:16 🎟:7:49:14 🎁:14:49:14 🎈:81:47:19 🤡:38:59:46 🧸:7:81:17 🐘:97:81:27:m 🎢:100:74:24:m
1017 surreal noon dunes 59 space,science,desert,noon : 🏛:90:51:20:m 🏜:13:52:17 👽:53:25:49:m 🦂:77:87:23:m
1018 landscape dusk street 58 city,buildings,dusk : ☁:15:17:18 🏛:28:51:18 🏥:64:57:40 🍷:91:94:15 🍵:80:87:22 🛵:76:93:30
1019 surreal dawn field 65 wild,savanna,farm,dawn : 🌞:45:23:12 🏚:83:60:12 🌲:66:61:11 🌳:55:29:47 🪑:24:80:27:m 🔮:87:77:17:m
1020 close-up candy - 0 summer,beach,candy : 🏐:48:52:72 🥐:20:85:17 🥑:20:18:19
1021 landscape aurora crater 50 space,science,aurora : ☄:76:20:14 🪐:20:43:18:m 👽:44:44:14 🛸:69:50:40:m 🤩:101:93:28 🙃:27:89:15 🥵:76:78:24
1022 interior teal floor 66 home,things,indoors,teal : 👑:31:28:15 🛏:39:62:49 🥑:11:91:22:m 🔑:72:82:24
1023 surreal dawn street 51 home,things,city,dawn : 🌞:55:16:19 🏟:7:45:15 🏫:40:47:10:m 🏰:9:47:10 🧩:51:31:52 🛴:93:88:29 📰:8:86:28
1024 close-up mint - 0 food,meal,mint : 🍪:50:40:71 🍯:20:18:20:m 🥨:20:85:17
1025 close-up lavender - 0 nature,flowers,lavender : 🌸:60:43:66 🐙:20:85:15:m 🛖:20:18:20
1026 interior cream floor 61 story,people,indoors,cream : 🧵:68:37:12 🦕:54:68:39 🌮:81:89:20 📷:20:81:16:m
1027 close-up sand - 0 fun,party,sand : 🍭:51:43:63 🥦:80:85:19:m 🍑:20:85:15
1028 close-up snow - 0 wild,savanna,snow : 🐊:61:59:62 🌋:80:18:14:m 🐋:80:85:20
1029 close-up sky - 0 sea,boats,sky : 🛟:50:53:71:m 🪄:20:18:16 🪞:20:85:14
1030 landscape dusk grass 59 fun,fair,dusk : 🌙:37:22:12 🤹:45:53:14 🎭:72:54:13 🐘:79:51:19:m 🎪:70:55:45:m 🤡:19:79:28:m 🍿:90:92:24 🎁:9:78:25:m
1031 close-up fire - 0 desert,travel,fire : 🦎:60:53:65:m 🐫:80:85:19 😭:20:85:19:m
1032 landscape day sand 57 summer,beach,day : ☁:54:25:19 🌴:47:53:10 ⛱:11:51:14 🐚:46:69:47 🪣:97:79:20 🏓:94:92:25:m 💍:97:79:24
1033 surreal dawn water 59 space,night,sea,dawn : ⛱:83:52:17:m 🌋:20:53:16 ⭐:43:25:46 ✂:74:82:26 🔮:101:89:24
1034 landscape dawn dunes 62 desert,travel,dawn : ☁:72:22:17 🏛:9:56:14:m 🤠:52:62:47:m 🐍:100:74:20:m 🐫:82:76:18 🧭:74:79:24
1035 landscape fog field 64 farm,animals,fog : 🌫:46:23:10 🌲:38:58:14 🐓:32:57:48:m 💻:88:83:15 👒:23:83:14:m 👑:18:89:21
1036 landscape dusk field 56 farm,animals,dusk : ☁:18:25:14 🏚:30:49:17:m 🌲:32:51:13 🐕:39:48:48 🦃:92:79:16 🥕:100:75:17
1037 surreal fog street 59 space,night,city,fog : 🗼:61:53:14:m 🏰:89:54:12 🏟:41:54:13 🌝:54:32:43:m 🚏:98:82:24
1038 close-up forest - 0 home,things,forest : ♟:43:45:77:m 🪟:20:85:22:m 🚪:20:18:20
1039 landscape day grass 61 fun,fair,day : 🐦:69:14:12 🍭:13:55:14 🎭:60:53:19 🎁:91:54:18:m 🎡:59:66:42 🎟:4:83:15:m 🤡:85:75:29:m
1040 interior cream floor 66 story,people,indoors,cream : 🧶:33:36:15 🔑:74:20:16 👻:37:60:41 🕺:17:80:22:m 👒:87:88:17
1041 close-up sand - 0 forest,wild,sand : 🦡:40:56:74 🖼:80:85:17 🐺:20:18:20:m
1042 crowd day grass 40 nature,flowers,meadow : 🐇:45:25:19:m 🪁:73:49:20:m 🐎:80:83:24:m ☁:57:48:19:m 🌈:16:73:18:m 🐛:49:42:39:m 🦙:16:43:26:m 🌱:42:72:19:m
1043 landscape day grass 57 nature,animals,meadow,day : ☁:19:12:15 🛖:36:53:10 🌳:61:51:16:m ⛰:84:53:11:m 🐎:70:67:44 😴:2:92:23
1044 interior slate floor 68 story,people,indoors,slate : 🔮:26:37:17 🪡:71:26:17 🕺:62:61:42:m 🔑:73:78:25
1045 landscape dusk water 53 sea,wild,dusk : 🌙:65:10:19 🏝:84:47:14 ⛱:58:45:20 🦑:35:51:38 ⛴:98:86:26 🥝:4:92:26
1046 landscape noon sand 51 summer,beach,noon : 🦅:87:10:17 🏝:15:46:13:m ⛱:31:62:40:m 🍝:10:79:17 🍜:24:80:24
1047 crowd fog moss 34 forest,wild : 🛋:15:45:25 🎻:15:25:26 🧪:48:47:18:m 🌕:77:48:24:m 🪨:76:24:22 🌰:52:75:25 🐍:45:54:40:m ⌛:77:84:22 🧶:55:27:22:m
1048 surreal storm grass 60 story,people,meadow,storm : 🌪:67:25:13 🏡:7:56:11 ⛰:7:54:14:m 🛖:20:53:18:m 🧚:63:30:48 🐝:8:75:22 🐖:72:90:18:m
1049 interior rose floor 61 story,people,indoors,rose : 🪄:17:21:14 🧞:65:55:46 🍷:99:83:22 🎹:16:89:17:m
1050 close-up candy - 0 food,meal,candy : 🍊:62:43:69 🥛:20:18:16 🌶:80:85:21:m
1051 surreal noon dunes 60 sea,birds,desert,noon : 🦅:16:14:16 🏛:50:52:20 ⛰:68:56:11:m ☁:48:32:46 🌵:72:86:14 🤠:84:91:15
1052 landscape dusk grass 60 nature,animals,meadow,dusk : 🦇:21:14:15 🏡:77:56:11:m 🐄:40:59:47 🍀:89:75:22 🐐:101:88:15
1053 interior slate floor 59 home,things,indoors,slate : 🎸:22:31:17 📖:75:25:15 🐈:61:68:39 🚶:2:81:21:m 🪟:75:86:17 🎂:23:83:18
1054 landscape noon savanna 64 wild,savanna,noon : 🦅:56:25:10 🛖:52:58:14 🦛:36:68:43:m 🐅:15:79:15 🦬:10:82:15
1055 interior rose floor 69 home,things,indoors,rose : 📖:35:37:14 🧪:67:36:13 🎹:56:67:47 🎲:30:79:24
1056 landscape day sand 63 summer,beach,day : 🐦:47:19:19 ⛵:49:59:11 ⛱:56:57:15 🌴:16:56:18 🏝:44:69:44 🏐:22:92:20
1057 close-up fire - 0 food,meal,fire : 🍳:51:54:69 🍩:20:18:16:m 🥁:80:18:18
1058 surreal dawn grass 63 wild,savanna,meadow,dawn : 🌞:46:23:16 🌳:46:56:18:m 🦏:49:29:49 🐛:13:94:19 🐞:4:77:28:m
1059 surreal dusk dunes 53 space,science,desert,dusk : 🌙:50:18:16 🏛:74:47:14 ⛰:33:47:15 🛰:38:34:44:m 🦎:21:80:18 😲:87:93:26 🤠:29:81:27:m
1060 close-up dusk - 0 wild,jungle,dusk : 🦥:39:46:77 🐖:80:85:15 🐌:80:18:17:m
1061 surreal dawn grass 63 space,night,meadow,dawn : 🐦:40:11:11 🌳:79:57:14 🛖:37:57:15 ⛰:21:55:19 🌍:56:25:43 🌼:9:75:14 🐌:96:91:15
1062 surreal noon grass 58 story,people,meadow,noon : 🌳:70:54:11:m 🧟:51:29:52:m 🐇:30:88:14:m 🦋:24:91:16:m
1063 crowd fog jungle 30 wild,jungle : ☁:45:82:19 ⚓:43:13:25 🐸:22:53:22:m 🐬:19:74:26 🐯:56:54:41 🐟:20:24:18 🍌:88:25:23 🏝:78:44:20
1064 close-up snow - 0 wild,savanna,snow : 🐘:36:41:60 🛁:80:85:15:m 📺:80:18:17
1065 surreal day water 52 story,people,sea,day : ⛱:13:47:12 🐉:45:34:44 🌭:94:87:19 🍓:16:84:14 🍐:16:90:23
1066 close-up earth - 0 mood,faces,earth : 🥵:49:52:77:m 🍟:80:85:14 🌶:80:18:14
1067 crowd day grass 31 fun,party,fair : 🕊:79:49:19 🍭:15:17:24 🪁:78:15:24:m 🌸:17:84:21:m 🎈:51:42:41 🐖:20:53:20:m 🦙:54:24:22 🪅:42:55:21
1068 surreal dawn street 61 space,night,city,dawn : 🐦:28:12:11 🏢:69:55:15:m 🏙:23:53:20 🏫:43:55:15 ☄:41:32:43 🚴:74:89:30:m 🧜:0:87:27:m
1069 landscape fog moss 53 forest,calm,fog : 🌫:42:16:17 🌲:58:45:19 🪓:30:49:11 🏕:66:47:16 ⛺:38:69:38 🍁:74:89:24 🐺:95:87:18 🌰:75:93:14
1070 landscape dusk street 55 city,buildings,dusk : 🌙:20:16:13 🗽:53:47:19 🏥:67:50:13 🏯:53:49:15 🏭:59:64:50 😍:19:80:17:m
1071 close-up candy - 0 food,meal,candy : 🥐:49:58:72 🥛:20:85:19 🎈:80:85:19
1072 crowd fog jungle 35 wild,jungle : 🍜:19:55:20:m 🌮:43:19:25 🌭:45:52:21 🦚:24:88:27:m 🐒:16:14:20:m 🎋:47:80:21:m 🍌:47:44:40
1073 surreal day snow 50 sea,wild,snow,day : ☁:22:19:20 🏔:76:44:14 🏠:50:42:19:m 🐳:58:26:45 🧊:92:91:29:m 🐧:73:91:20:m 🧣:-1:76:27
1074 landscape night dunes 52 desert,travel,night : 🌙:87:24:16 ⛰:17:47:12 🏜:72:46:15:m 🌵:47:55:41:m 🗝:16:76:16 💎:27:78:20
1075 landscape night grass 52 fun,fair,night : 🌙:72:22:14 🪅:53:46:16:m 🎪:31:47:12 🎢:70:49:50 ✉:13:92:22 📖:88:76:26
1076 close-up sea - 0 winter,cold,sea : 🐺:60:47:61 🍑:20:18:18 🍕:80:85:19:m
1077 close-up fire - 0 story,people,fire : 🧗:41:57:67 🐉:20:18:22 🍷:80:85:21
1078 crowd storm jungle 42 wild,jungle : 🍜:44:51:21:m 🦥:46:77:23:m 🪴:17:54:21:m 🎋:46:45:39:m 🍌:17:80:22:m 🍋:48:18:27 🦜:73:58:18
1079 landscape aurora crater 60 space,science,aurora : ☄:46:23:10 🌙:32:55:12:m 🛸:53:62:45 💍:4:74:15 🚪:21:84:21
1080 close-up sun - 0 wild,jungle,sun : 🦧:47:48:61 🧦:80:18:19 🔮:80:85:17
1081 surreal dusk dunes 57 sea,boats,desert,dusk : ⛰:79:53:10 🏄:60:32:44:m 🦴:24:93:15:m
1082 landscape noon snow 60 winter,cold,snow,noon : ☁:15:17:20 🏠:7:55:13:m 🌲:14:55:12 🦌:33:67:41:m 🍅:3:85:16:m 🍳:72:91:24:m 🌶:91:89:19
1083 surreal dusk street 52 food,meal,city,dusk : 🗽:36:46:14:m 🏫:88:46:14 🏢:63:47:12 🍓:55:28:51 🚑:12:80:22:m 💼:25:89:19:m
1084 landscape night crater 53 space,science,night : ⭐:65:16:17 🛰:53:49:11 🚀:41:48:39:m 🐉:19:89:20:m 🧛:17:92:24:m 🧟:72:76:24:m
1085 surreal night street 64 story,people,city,night : ⭐:24:14:14 🗼:26:58:14 🏥:68:57:17 🏇:57:30:52 🏍:23:81:30 🛍:86:87:23:m 🧳:96:84:20
1086 landscape day field 60 farm,animals,day : ☁:26:14:17 🏚:9:56:10 🦆:57:59:41 🍇:24:76:20 🥦:92:80:18 🎃:8:90:19
1087 landscape fog snow 63 winter,cold,snow,fog : 🌫:61:18:18 🏔:76:58:12:m 🌲:38:57:15 🏠:53:58:13 🐻:67:70:45 🧊:3:78:27:m ⛄:97:84:26
1088 crowd dusk - 0 food,meal,kitchen : 🍰:46:75:20:m 🍇:77:50:24:m 🍣:21:54:22:m 🥦:85:19:25 🍩:15:13:19 🍊:46:24:19 🍅:58:59:41 🎂:48:50:19:m 🍔:85:75:23
1089 surreal dusk sand 59 wild,savanna,beach,dusk : ⛱:71:52:18 🌴:67:54:12:m 🦒:65:27:47:m 📖:70:87:16:m ✂:95:80:17
1090 landscape night grass 58 fun,fair,night : ⭐:68:12:12 🎈:76:52:15 🎪:21:51:18 🎠:41:69:40 🎡:12:79:18:m 🎭:87:88:19
1091 surreal fog snow 54 sea,island,snow,fog : 🌲:42:50:11:m 🗻:69:48:15:m 🗼:59:32:45 🐧:72:75:29:m
1092 landscape dawn field 65 farm,animals,dawn : ☁:75:21:13 🛖:44:59:15 🌲:77:60:12 🏚:58:60:12 🚜:55:64:41:m 🥦:28:85:16
1093 landscape dusk moss 60 forest,wild,dusk : 🌙:82:25:11 ⛺:40:52:19 🪓:90:52:20 🦫:55:60:45 🍂:21:92:27:m
1094 surreal night snow 56 home,things,snow,night : 🌠:33:16:13 🌲:74:50:14:m 🗻:16:50:15:m 🏔:25:50:16 🧸:54:30:51 ⛷:7:94:21 ⛸:72:91:18
1095 surreal day field 50 space,night,farm,day : 🎈:86:16:11 🌲:23:46:10:m 🏚:94:44:14:m 🌙:56:28:52 🐉:76:86:27 🦃:27:87:22:m
1096 landscape noon sand 65 summer,beach,noon : ☀:71:22:12 🌴:75:59:16 🏝:64:58:18 🐢:33:63:41 🍦:101:78:23
1097 close-up dusk - 0 forest,autumn,dusk : 🍂:40:54:62 🪟:20:85:21:m 🖼:80:18:22:m
1098 crowd fog moss 36 forest,wild : 🪞:55:58:23 🎲:14:26:20 🪓:20:76:21 🌠:57:21:26:m 🪆:86:53:22 🦉:43:52:39:m 🛁:79:15:24 🛋:44:75:25:m
1099 landscape dawn water 63 sea,wild,dawn : 🌞:50:19:15 🗼:18:57:16 🏝:76:55:20 🌋:64:56:17:m 🐟:57:64:42 🚢:80:75:25 🐙:83:79:20:m
1100 surreal day sand 59 home,things,beach,day : ☁:18:14:15 🌴:11:54:12 ⛱:81:54:13:m ⛵:74:53:16:m 🥁:57:32:49 🥥:82:85:28 🦀:90:89:16:m
1101 close-up fire - 0 summer,beach,fire : 🍉:59:56:69:m 🍲:80:85:16 🍹:20:85:16:m
1102 surreal day grass 56 fun,party,meadow,day : 🐦:28:23:12 🏡:18:49:17:m 🛖:85:50:16 🎁:43:25:50 🐗:29:76:26
1103 landscape aurora crater 55 space,science,aurora : 🌠:72:11:17 🛰:32:50:13:m 🧑:61:69:40 🤩:78:80:15 😱:100:93:23
1104 surreal dusk dunes 55 wild,savanna,desert,dusk : 🦇:39:21:17 🏜:52:49:15 🏛:17:51:11 🐆:40:30:43:m 📜:82:80:19 🗿:18:85:19:m
1105 surreal night water 51 fun,party,sea,night : 🗼:58:45:15:m 🎉:38:25:46:m ⛴:93:76:23:m
1106 landscape dusk moss 54 forest,calm,dusk : ☁:18:13:13 ⛺:7:50:10:m 🌲:48:49:13 🏕:6:47:18:m 🪨:49:64:43 🐜:17:77:16 🪺:70:84:14
1107 surreal dawn dunes 60 home,things,desert,dawn : ☁:47:21:10 🏜:95:54:15:m ⛰:73:52:19:m 🧪:54:33:47 🦖:12:92:30:m
1108 landscape aurora crater 54 space,science,aurora : ☄:63:16:15 ⭐:33:50:11:m 🛸:42:48:14:m 🤖:56:64:45 🤩:78:78:27:m 😴:3:77:22
1109 landscape noon grass 51 nature,animals,meadow,noon : 🦅:27:15:11 ⛰:17:44:18 🏡:12:45:16 🦙:32:71:40:m 🐛:87:80:14:m 🌷:78:91:16
1110 surreal day grass 51 space,night,meadow,day : 🌳:92:44:18:m ⛰:8:44:18 🌚:43:24:55:m 🐞:97:75:22 🦌:22:89:29
1111 close-up lavender - 0 home,things,lavender : 🧵:63:49:73 🛁:20:18:22:m 🎩:80:18:18
1112 close-up lavender - 0 home,things,lavender : 🎲:53:41:76 🦊:80:85:14 ⛰:80:18:17
1113 close-up snow - 0 food,meal,snow : 🫖:59:44:76 🍵:20:18:18 🍇:20:85:15
1114 landscape dawn savanna 66 wild,savanna,dawn : ☁:61:17:14 🛖:23:62:10:m 🌳:53:60:14:m 🦓:55:58:46 ✉:94:83:19 🪞:21:89:30 🧶:12:90:21
1115 landscape aurora crater 61 space,science,aurora : 🪐:64:20:17 🌝:78:53:20 👽:50:65:45 🛸:82:87:20:m 🏃:92:79:30 🦸:92:74:28:m
1116 interior cream floor 61 home,things,indoors,cream : 📷:69:32:14 🪟:63:67:38 💻:14:78:23:m 🧀:97:82:19:m 🥨:87:86:25
1117 landscape day jungle 58 wild,jungle,day : 🐦:54:21:14 🎋:48:53:13:m 🐒:86:52:15:m 🦚:39:68:39:m 🍯:92:76:27 🥐:96:88:25:m
1118 close-up sky - 0 home,things,sky : ⏰:59:53:63 🥁:20:18:20 🕰:20:85:20:m
1119 landscape fog snow 58 winter,mountain,snow,fog : ☁:13:22:17 🗻:37:52:16 🏠:22:50:19:m 🌲:71:52:16 🏔:39:69:43 🦌:24:94:23 🐺:24:88:19:m 🧣:78:92:22
1120 landscape dawn field 59 farm,home,dawn : 🐦:58:18:18 🌲:84:55:11 🛖:35:70:39 🐈:16:78:23:m
1121 crowd night - 0 food,meal,kitchen : 🏇:80:48:26 🧀:53:25:24 🥝:19:14:23:m 🥑:51:73:21:m 🍅:28:86:21 🌮:84:16:22 🍔:85:86:20:m 🍒:52:52:41
1122 interior teal floor 67 home,things,indoors,teal : 🪄:70:37:15 🛁:46:67:40:m 🚪:76:87:23 📖:25:82:14
1123 close-up dusk - 0 farm,food,dusk : 🪣:54:55:75:m 🌾:80:85:15 🐙:20:18:16
1124 landscape day street 65 city,buildings,day : 🐦:59:14:14 🏯:61:59:14 🏭:40:60:12:m 🏙:68:59:40 🔮:21:86:14:m ☂:94:89:21 💻:12:89:15:m
1125 close-up sea - 0 home,things,sea : 💍:62:45:77:m 🐄:80:18:21:m 🐦:20:85:17:m
1126 crowd day - 0 food,meal,kitchen : 🚪:24:55:19 🎹:51:21:27 🥨:75:82:22 🍩:22:26:23:m 🌮:25:88:24 📻:46:84:18 🍇:55:56:40
1127 crowd day grass 41 fun,fair : 🥞:44:79:24 🍿:73:24:26:m 🎈:76:80:27 🎭:54:56:39 🍭:81:58:18 🍣:24:47:26:m 🍝:27:72:19:m 🍯:54:47:18:m
1128 landscape dusk moss 65 forest,calm,dusk : 🦇:16:20:18 🪓:45:57:19 🌲:61:64:46:m 🪺:29:75:15 🐿:-2:91:28:m 🪵:24:83:28:m
1129 surreal day field 61 sea,wild,farm,day : 🏚:60:54:17 🌲:27:55:15 🐙:38:29:47 🧺:6:76:25 🦆:26:93:15
1130 landscape dusk snow 63 winter,cold,snow,dusk : ☁:80:21:16 🏔:61:58:12 🌲:94:55:19 ⛷:56:64:42:m 🔬:25:84:17 ⏰:24:91:21
1131 landscape night crater 59 space,science,night : ⭐:45:14:19 🧑:71:53:14 🛰:46:70:42 🛸:78:86:16:m
1132 landscape dawn water 65 sea,boats,dawn : 🐦:78:19:18 🌋:9:60:12 ⛱:13:61:11:m ⛴:31:63:43 🚣:75:79:17
1133 crowd day jungle 41 wild,jungle : 🐸:80:23:24:m 🐯:48:28:26 🍞:54:76:22 🥐:74:87:20:m 🍕:17:19:20 🦚:47:55:27 🦜:41:52:37 🌮:77:48:22
1134 crowd noon grass 32 nature,flowers,meadow : ♟:25:25:25 🔭:57:84:25:m 🐖:47:20:26 💍:16:72:19 ☎:22:52:25 🎺:83:56:25 🕰:54:55:18:m 👒:78:26:18 🍄:60:47:40:m
1135 close-up sun - 0 city,things,sun : ☕:47:45:75 🙃:80:18:19 🚗:20:18:15:m
1136 close-up lavender - 0 home,things,lavender : 🧶:39:55:77 😍:80:18:19 💻:20:18:19:m
1137 landscape day moss 60 forest,calm,day : 🪁:39:19:19 🪨:21:55:13 🌲:12:52:19 🪓:41:66:46:m 🐍:89:94:24:m 🐻:-1:75:22:m
1138 landscape day jungle 59 wild,jungle,day : 🐦:44:23:17 🎋:26:54:13 🌺:38:54:12 🐸:62:66:42 🌿:24:84:25:m 🥭:72:93:14
1139 landscape day sand 66 summer,beach,day : 🎈:48:19:13 ⛵:39:58:19 ⛱:92:59:17 🦞:32:60:47:m 🍊:29:78:15 🥞:16:84:22:m 🍰:1:93:16:m
1140 crowd day moss 36 forest,autumn : 🧙:46:78:26:m 👻:80:45:26:m 🏇:25:53:23:m 🧘:24:15:19 🍂:81:25:19 🤺:58:52:19 🐉:49:19:19:m 🦡:82:75:20:m 🐜:45:44:37:m
1141 landscape storm water 55 sea,wild,storm : 🌧:28:25:19 ⛱:42:47:19 🐋:54:56:42 💻:16:86:16
1142 close-up candy - 0 food,meal,candy : 🍫:46:41:61 🥛:20:85:19:m 🍓:80:18:18:m
1143 surreal dusk grass 59 fun,party,meadow,dusk : 🦇:16:23:17 🏠:73:53:15 🍿:55:26:54 🐗:99:81:26:m 🌱:94:94:24
1144 close-up sky - 0 home,things,sky : 🪀:60:46:73 🧸:20:85:21 ⛱:20:18:22:m
1145 close-up sun - 0 desert,old,sun : 🦴:49:56:67 💡:20:85:20:m 🗝:80:18:20
1146 surreal dusk street 61 food,meal,city,dusk : 🏫:65:55:14 🌭:35:32:46 📰:22:81:27 🚌:77:79:28 📱:12:91:21
1147 landscape dawn field 59 farm,animals,dawn : 🐦:14:21:12 🌲:13:53:16:m 🦃:68:63:41:m 😍:20:86:21 🥔:13:80:23
1148 interior cream floor 61 home,things,indoors,cream : 🧩:29:25:13 🧦:73:26:15 🪑:57:70:40 ⌛:8:91:22
1149 interior cream floor 59 home,things,indoors,cream : 📷:33:33:17 ♟:79:28:16 📺:38:53:50 🪄:75:86:19 🎹:10:90:23 🌶:23:86:26
1150 close-up dusk - 0 farm,food,dusk : 🥔:51:46:62 🕊:20:18:19 🌽:80:85:16
1151 close-up fire - 0 home,things,fire : 📦:55:53:68 🛋:20:18:22:m 🧦:80:85:19:m
1152 landscape noon grass 54 nature,animals,meadow,noon : ☀:40:17:11 ⛰:85:48:16 🏡:14:50:10 🌳:53:50:11 🦔:68:47:47 🤩:71:76:20:m 🌷:7:88:27
1153 interior rose floor 60 story,people,indoors,rose : 🧪:22:29:14 🎲:77:22:17 🦄:58:65:38 🧸:10:85:14 🧶:79:84:17 📦:82:88:26
1154 crowd dusk - 0 home,things,room : 🚪:82:76:20 ⌛:78:45:19:m 🧦:18:51:24 📺:17:76:21:m 🧸:48:24:22 📚:48:76:21 👒:49:52:40 🪆:56:48:26:m
1155 landscape day jungle 63 wild,jungle,day : ☁:60:19:18 🐒:14:59:10 🦚:43:59:11 🦍:42:64:49 🌿:92:80:27:m 🧝:98:90:23:m 💃:9:75:19
1156 interior cream floor 63 story,people,indoors,cream : 🧵:29:38:14 🪀:73:37:17 🦸:46:69:39:m 🎹:81:80:26:m
1157 landscape day grass 56 nature,home,meadow,day : 🎈:74:12:17 🛖:13:48:19 ⛰:53:70:40:m 🌻:19:74:16:m 🦙:89:83:29
1158 crowd fog jungle 36 wild,jungle : 🦄:50:14:22:m 🧛:52:43:21 🧙:44:78:21 🦹:84:77:26 🐯:22:77:22 🚶:79:22:19 🌿:55:49:37 🧘:21:58:20 🦕:20:24:19:m
1159 surreal noon water 61 story,people,sea,noon : 🏝:53:54:18 🗼:30:54:18:m 🚴:41:32:51 🛟:7:84:29:m 🐋:12:82:18
1160 surreal dusk field 61 story,people,farm,dusk : 🌲:81:55:16 🏚:6:55:16:m 🤺:37:25:54:m 👻:18:89:25 🚴:22:86:19
1161 close-up grass - 0 wild,jungle,grass : 🥭:51:48:74 😱:20:85:15:m 🦥:80:18:16
1162 interior slate floor 66 story,people,indoors,slate : 🎲:21:25:17 💃:55:58:42:m 🥔:9:91:26 🍊:8:80:25:m 💡:11:81:19:m
1163 surreal dusk grass 61 story,people,meadow,dusk : 🦇:63:15:15 ⛰:79:57:10 🌳:26:55:16 🧜:48:31:45 🐄:79:87:27
1164 surreal storm grass 61 wild,savanna,meadow,storm : 🌧:78:20:13 🛖:54:57:11:m 🏡:90:56:12 🏠:92:55:16 🦬:37:33:49 🦙:29:93:29:m 🦔:90:92:14
1165 landscape dawn street 56 city,buildings,dawn : ☁:22:10:15 🏟:19:51:12:m 🏢:31:61:38 🗑:81:91:26 🛵:22:87:27
1166 interior rose floor 67 story,people,indoors,rose : 🎸:29:28:12 📷:72:36:17 🦖:60:59:46 🧩:16:86:23
1167 close-up snow - 0 summer,beach,snow : 🏖:49:56:70 🥨:20:18:19:m 🍝:80:85:17
1168 crowd dusk field 30 farm,food : 🦆:78:85:27 🏝:43:81:26:m 🚜:18:14:25 🦅:18:46:21 🌾:52:46:42 🦭:52:56:26:m ⛵:78:49:20:m 🐋:88:22:26:m
1169 close-up stone - 0 home,things,stone : 🗺:61:53:67:m 🍜:80:18:18:m 🔭:20:85:18:m
1170 surreal fog street 59 sea,boats,city,fog : 🏯:35:52:18:m 🏬:12:54:13:m 🏰:31:53:14:m ⛵:59:32:42 📱:2:88:25 🛍:79:90:19:m
1171 surreal dusk water 57 wild,savanna,sea,dusk : 🦇:28:22:11 🌋:87:51:14 ⛱:65:52:12 🦁:62:27:53 🤺:90:91:26:m 🚶:98:87:16
1172 landscape night dunes 61 desert,travel,night : 🌠:71:23:19 🏛:78:57:11 ⛰:30:54:17 🏜:56:56:12 🐫:37:59:39 🧟:4:93:22:m
1173 surreal day sand 64 sea,boats,beach,day : 🏝:54:58:15:m ⛱:47:60:10:m ⛵:45:58:15 🚣:50:28:48 🐉:25:77:22 🦖:89:87:17 🥷:89:83:24
1174 surreal fog field 54 food,meal,farm,fog : 🛖:33:49:13 🌲:28:48:14 🥞:60:32:43 🐓:24:87:29:m 🥚:84:78:21
1175 surreal dusk street 57 food,meal,city,dusk : 🏥:27:49:20 🗼:80:53:11:m 🧁:63:24:54 💼:27:83:24 ☕:82:76:27
1176 landscape noon savanna 56 wild,savanna,noon : ☁:74:13:13 🌳:30:52:10 🐅:41:59:47 🦁:19:85:22 🐆:23:91:29:m
1177 interior rose floor 62 home,things,indoors,rose : 🎲:18:30:12 🚪:36:60:39 🥦:29:80:16 🍒:7:77:20 🧪:83:81:19
1178 landscape storm jungle 57 wild,jungle,storm : ⚡:20:16:12 🐸:87:50:18 🦧:54:57:47 🥭:5:90:24:m
1179 landscape day jungle 51 wild,jungle,day : 🐦:47:15:12 🦜:46:44:18 🐸:44:48:38 🤔:11:82:18
1180 interior slate floor 63 story,people,indoors,slate : 👑:31:27:13 ♟:67:34:17 🏃:59:63:41:m 🪣:98:90:18:m 🫖:18:78:17 🍣:4:79:18:m
1181 close-up sky - 0 food,meal,sky : 🍯:46:52:61:m 🦙:80:18:17 🍷:20:85:15:m
1182 landscape fog moss 66 forest,wild,fog : 🌫:49:18:12 🪨:78:59:18 🪓:70:62:11 🦝:52:67:49:m 🥑:102:79:25 🍣:97:91:15
1183 close-up lavender - 0 nature,animals,lavender : 🦊:53:44:73:m 🐞:80:18:16:m 🐖:80:85:16
1184 landscape dusk sand 60 summer,beach,dusk : 🦇:25:12:16 🏝:36:52:20:m ⛱:38:53:17:m 🌴:56:57:42 🩴:93:85:26 🪸:23:87:21
1185 surreal night snow 65 food,meal,snow,night : ⭐:21:19:15 🌲:82:59:14:m 🏠:9:57:19:m 🎂:59:25:52 🍰:86:85:26 🥞:77:84:19:m
1186 landscape storm water 52 sea,wild,storm : 🌧:65:21:16 🗼:61:44:20:m 🌋:45:47:13 🐠:54:55:46 🚤:25:81:25 📚:10:87:14
1187 landscape fog street 61 city,street,fog : 🌫:21:18:19 🏛:33:55:14:m 🗼:40:54:17:m 🚚:35:67:46 🛍:11:94:27 🚕:12:94:15:m 🚓:81:89:19:m
1188 crowd dawn water 31 sea,birds : 🚢:51:50:20 🛶:82:50:23 🏄:22:79:19 ☁:52:73:27 🌞:49:60:36:m 🗼:75:86:18 🐡:87:21:26 🦑:12:43:26 🦦:21:19:18:m
1189 interior teal floor 60 story,people,indoors,teal : 🕯:69:18:12 🧛:57:54:42 🌾:80:86:22 🪞:73:79:21:m 🌭:97:77:19
1190 interior slate floor 62 story,people,indoors,slate : ✉:29:38:15 🧩:79:19:17 🚶:63:55:40 🥐:0:79:25 🧦:11:80:23:m 🥁:23:80:25:m
1191 surreal dawn dunes 57 home,things,desert,dawn : 🐦:73:12:15 ⛰:31:52:12 🏛:60:51:14 🪆:61:24:51 🧭:88:88:28 🐍:3:90:28
1192 surreal dawn dunes 52 sea,boats,desert,dawn : 🌞:86:16:15 🏛:61:45:17:m ⛰:94:46:16 ⚓:62:29:51:m 🧭:85:84:25 🐪:19:91:22 📜:-1:93:18
1193 landscape fog field 60 farm,home,fog : 🌫:58:15:11 🌲:24:54:16:m 🛖:27:56:11:m 🏚:43:62:46:m 🔬:18:77:17 💍:17:84:25:m
1194 crowd noon savanna 39 wild,savanna : 💻:79:19:19 🛋:28:18:18 🔭:49:85:20 🦒:54:49:37:m 🛁:78:48:24 🥁:55:15:20 🪞:50:47:19 🎸:77:88:24
1195 landscape day jungle 62 wild,jungle,day : ☁:34:18:14 🦥:18:58:10 🐯:38:64:39 🦚:75:81:24:m 🎋:76:75:23:m
1196 interior rose floor 64 story,people,indoors,rose : 🗺:30:27:13 ✉:80:23:14 🧝:51:67:50:m 🧀:20:89:19:m
1197 landscape day snow 62 winter,cold,snow,day : 🐦:24:22:18 🏠:31:56:15 🏔:67:55:17 🌲:27:58:11 🛷:45:61:45 🐧:99:90:14
1198 interior rose floor 66 story,people,indoors,rose : 📚:33:38:17 🪆:66:25:13 🦹:44:59:41 🛁:78:91:22 🖼:28:77:14 🎹:6:82:25:m
1199 close-up sea - 0 home,things,sea : 🎻:64:44:73:m 🍯:80:85:17:m 🪟:20:18:16
1200 landscape fog snow 65 winter,cold,snow,fog : ☁:79:14:16 🗻:87:60:12:m 🏔:91:60:12 ⛄:61:59:50 🛷:19:79:23 🧊:99:93:29:m
1201 interior cream floor 67 story,people,indoors,cream : 💍:29:29:13 🎸:67:30:14 🥷:48:65:41:m 🧸:76:77:24 🍵:70:78:23:m
1202 landscape night snow 66 winter,cold,snow,night : 🌙:87:15:18 🗻:62:62:11 🐧:36:66:44 🎿:86:79:29 🧣:28:85:15:m ⛷:4:80:23
1203 crowd noon water 39 sea,wild : 🍓:52:88:19 🐋:72:85:20 🍵:22:82:22:m 🐟:13:14:18 🦭:40:59:38 🍒:13:57:20 🍊:58:46:23
1204 interior teal floor 67 story,people,indoors,teal : 🎲:25:35:16 🧩:66:25:17 🧌:48:65:49:m 🌭:82:84:22
1205 landscape day grass 65 fun,fair,day : 🪁:38:19:13 🎟:56:59:15 🎪:21:59:15:m 🤹:56:69:43 🍭:15:79:29 🐘:1:81:25 🤡:78:88:15
1206 landscape dawn grass 65 nature,animals,meadow,dawn : ☁:70:14:16 🏡:92:60:12 🏠:58:58:17:m 🐇:68:62:39 🐎:89:84:21 🐄:21:93:21
1207 surreal dawn water 56 wild,savanna,sea,dawn : ⛱:76:50:16:m 🦛:43:27:53 🐡:97:89:29:m 🦈:74:76:16:m 🐙:91:82:28
1208 surreal fog field 52 story,people,farm,fog : ☁:87:25:10 🏚:55:46:16 🧙:41:27:42 🧺:95:79:18:m 🐓:19:85:25:m
1209 surreal night water 52 food,meal,sea,night : 🌋:15:46:14 🏝:60:44:19 🌶:65:31:52 🛳:4:85:17 🛶:14:89:24 🐠:3:84:18
1210 surreal noon grass 59 fun,party,meadow,noon : 🦅:71:18:13 🏠:73:52:18 🛖:71:54:12:m 🪅:64:34:47 🕺:9:78:18
1211 surreal fog snow 64 fun,party,snow,fog : ☁:72:12:14 🏠:37:58:14 🗻:53:59:12:m 🎟:64:30:43:m 🍳:82:91:18:m 🍝:70:78:25
1212 close-up sky - 0 forest,autumn,sky : 🍁:50:52:73 🐳:80:18:19 ⛵:80:85:16:m
1213 landscape dusk dunes 66 desert,travel,dusk : 🦇:48:15:17 🏛:25:61:13 🐪:41:62:43 🪙:70:77:25 🐍:76:78:26:m 🗝:94:90:26
1214 surreal noon sand 59 wild,savanna,beach,noon : ☀:35:15:11 ⛱:11:51:20:m 🏝:10:55:11 🦬:55:26:43 🏓:27:84:24 🐚:22:88:25 🏐:21:86:22
1215 close-up sand - 0 desert,old,sand : 🗝:45:46:71:m 🥶:80:85:18:m 😱:20:85:20
1216 surreal dusk street 66 food,meal,city,dusk : ☁:32:11:16 🗽:71:62:11 🍟:53:32:43 📰:23:89:25:m 🎒:78:81:18:m
1217 landscape day sand 53 summer,beach,day : 🪁:84:20:12 ⛱:92:48:12:m ⛵:85:49:11 🏝:86:48:13:m 🦀:62:49:47 🕺:98:79:22 🥷:12:77:26:m
1218 crowd dawn savanna 42 wild,savanna : 🐅:20:52:24:m 🍀:27:27:24 🦙:88:23:21:m 🐄:86:80:20 🐗:46:23:25 🌈:57:53:21 🦌:88:58:24 🐆:46:48:40
1219 close-up candy - 0 farm,food,candy : 🥚:53:54:65:m 🎃:80:18:20 🌋:20:18:17:m
1220 close-up snow - 0 winter,cold,snow : 🧤:46:41:69 🍩:20:85:17 🍝:80:85:17:m
1221 surreal night dunes 61 wild,savanna,desert,night : ⛰:39:53:19 🏜:40:55:16:m 🦏:62:28:46:m 🐍:94:83:26:m 🦂:77:84:29:m
1222 close-up fire - 0 city,street,fire : 🚓:55:48:69 🍩:20:18:14:m 🍕:20:85:21
1223 landscape fog street 56 city,street,fog : ☁:59:17:18 🏗:26:52:10:m 🏙:17:48:19 🚕:56:49:43:m 📱:95:77:19:m
1224 landscape dusk water 62 sea,boats,dusk : 🦇:83:22:18 🏝:23:57:13 🛳:58:53:50 👻:75:88:25
1225 interior slate floor 67 home,things,indoors,slate : 🎲:15:23:15 🔭:85:30:16 🛋:52:73:40 🌮:5:80:15:m 🍋:20:90:21
1226 landscape dusk grass 52 fun,fair,dusk : 🦇:75:13:18 🎉:32:47:12 🎈:25:48:11 🤹:50:70:41:m 🤔:94:88:18
1227 interior cream floor 60 home,things,indoors,cream : 🔭:25:27:16 🎲:80:26:17 🕰:49:60:48 🎻:79:89:23:m
1228 surreal noon sand 62 space,night,beach,noon : 🏝:34:56:14 🪐:41:27:50 🕶:17:84:21 🍉:98:80:28:m
1229 close-up grass - 0 home,things,grass : 📖:58:53:61 🌻:80:85:16 🐖:20:85:17
1230 close-up stone - 0 summer,beach,stone : 🍹:55:46:63 🏖:80:85:17:m 🪣:80:18:16:m
1231 surreal noon sand 64 food,meal,beach,noon : ⛱:94:58:14 🏝:28:56:20:m 🌴:72:59:12:m 🌮:55:28:44 🪣:80:88:19 🏇:86:90:19
1232 surreal storm street 57 story,people,city,storm : ⛈:29:15:19 🏭:80:51:14:m 🏬:29:52:13 🏇:37:32:43 🚚:1:87:16:m 🚋:98:86:18
1233 close-up dusk - 0 city,things,dusk : 📰:46:53:75 🗑:80:18:20:m 🚓:20:85:17
1234 landscape noon sand 57 summer,beach,noon : ☁:53:14:14 🌴:41:51:16:m 🏝:15:51:15 🥥:56:63:44 🥨:75:77:21:m 🕶:11:74:18:m
1235 landscape noon sand 51 summer,beach,noon : ☁:39:13:16 🏝:47:45:16 🦩:62:62:46 🏐:20:82:29 🍉:77:84:25:m
1236 surreal day street 52 story,people,city,day : 🪁:65:24:11 🏰:8:46:14 🚴:44:31:47:m 🚒:26:89:22 🚋:73:90:28 🚑:-1:83:19
1237 close-up sky - 0 mood,faces,sky : 🤫:51:58:67:m 🥛:80:85:22:m 🍔:80:18:17:m
1238 surreal storm street 51 fun,party,city,storm : 🏬:48:46:13:m 🏥:78:46:13 🎈:61:29:48 🚒:7:94:27 💼:27:80:23
1239 landscape dusk sand 61 summer,beach,dusk : 🦇:27:23:15 🌴:15:57:11 🪸:33:64:42:m 🕶:1:87:20 🍹:27:93:14 🐢:86:91:15
1240 crowd fog street 36 city,street : 🎈:53:83:22:m 🐟:14:76:20:m ☂:79:55:19 🚒:28:57:27 🏗:82:80:22:m 🚚:44:22:21 ☁:52:52:25 🚋:56:56:38
1241 surreal noon sand 59 food,meal,beach,noon : 🏝:54:53:16 🌴:34:51:20 🥦:60:31:45 🦩:-1:93:24:m 🏓:74:74:27:m
1242 close-up night - 0 food,meal,night : 🥝:53:53:65:m 🍐:20:85:17 🍰:80:85:21
1243 crowd dusk street 34 city,buildings : 📰:24:27:23:m 🚲:76:87:24:m 🗽:79:56:23:m 🧵:57:26:19 ✈:52:47:19:m 🗼:13:46:18:m 🏫:52:53:38:m
1244 landscape night snow 58 winter,mountain,snow,night : 🌕:36:21:17 🏔:86:50:19 🌲:93:53:13:m 🏠:62:59:48:m 🙃:93:86:28:m 🤫:26:92:29:m
1245 crowd night street 33 city,buildings : 🏍:49:49:23 🐑:81:86:23 🎈:54:15:21 📰:15:81:22:m 🌼:77:54:26 🏰:52:52:40:m 🚚:48:75:20
1246 landscape day sand 66 summer,beach,day : 🎈:34:19:16 ⛱:42:59:18:m 🏝:38:67:45 🦩:-1:81:22:m
1247 landscape night water 50 sea,wild,night : ⭐:42:13:14 🗼:25:45:12 🌋:74:44:15:m 🏝:8:43:17 🐡:54:56:47:m 🚢:71:92:16:m 🍞:-2:86:15:m
1248 surreal storm street 56 fun,fair,city,storm : 🏟:37:50:16:m 🗼:39:50:14 🤡:58:33:45:m ☕:12:91:24:m ☂:17:87:17:m
1249 crowd dawn field 37 farm,food : 🍄:45:83:24 🐎:20:56:24 🦃:22:74:20 🐝:45:28:26:m 🐗:88:74:22 🪣:15:21:25 🐓:79:24:24 🛖:81:44:21 🥕:52:54:39
1250 surreal storm water 54 fun,party,sea,storm : ⚡:87:20:14 🗼:62:47:17:m 🏝:80:49:13 🪅:52:30:49 🦈:97:90:17 🚤:24:80:26 🐙:10:84:17
1251 surreal dawn grass 60 story,people,meadow,dawn : 🛖:88:52:19 🏡:57:52:20 🏃:38:24:49 🦋:20:78:20 🌷:-2:91:18
1252 close-up fire - 0 nature,flowers,fire : 🦋:61:43:75 🐦:20:85:17 🐖:80:18:18
1253 landscape storm jungle 57 wild,jungle,storm : ⚡:68:20:10 🦥:61:52:13 🌺:27:52:12 🦚:51:51:44 🦧:80:75:20:m 🌿:3:94:14
1254 landscape noon field 57 farm,animals,noon : ☁:57:12:20 🏚:63:52:13 🛖:46:52:12:m 🐈:48:61:43 🥔:88:80:30 🎃:23:86:15
1255 surreal dawn street 56 sea,birds,city,dawn : 🌞:44:22:13 🏫:8:51:12:m 🏛:77:52:11:m 🦅:59:26:45 🚌:76:85:18 🚲:77:87:27 🚗:-2:86:23:m
1256 landscape dawn water 59 sea,wild,dawn : 🐦:19:13:19 ⛱:56:53:14 🏝:86:55:10 🐬:48:54:47 🍊:92:86:23 🧀:97:81:15:m
1257 surreal dusk dunes 62 sea,island,desert,dusk : ⛰:43:54:19 🏛:26:58:11 🌋:53:33:42 🦂:80:77:29:m 🗝:12:79:14
1258 landscape dusk grass 61 fun,fair,dusk : ☁:54:23:15 🤡:11:53:19:m 🧸:75:55:16 🎪:37:68:48 🎭:14:82:21 🎢:80:94:25:m
1259 landscape night moss 61 forest,calm,night : 🌠:53:19:14 🪨:67:53:19 🌲:25:53:20 🏕:33:62:41:m 🐍:80:90:20 🦡:81:93:26
1260 close-up sea - 0 forest,autumn,sea : 🪵:55:58:76:m 🍫:20:85:20:m 🌭:80:18:14
1261 crowd storm street 31 city,street : 🏥:53:83:22 🏯:48:57:19 🚤:84:56:22 🏍:18:43:25 🦈:81:80:21 🪂:55:13:25 🚗:40:53:37:m 🗼:18:81:25:m 🗑:18:16:23:m
1262 close-up fire - 0 home,things,fire : 🎸:48:41:62 🐞:20:85:17 🐐:80:85:17
1263 landscape night moss 64 forest,wild,night : ⭐:67:16:16 🪨:25:60:11 🐿:66:66:50:m 🦉:94:74:27:m
1264 landscape dawn savanna 58 wild,savanna,dawn : ☁:37:24:19 🛖:86:54:11 🌳:74:51:18 🐘:40:52:49:m 🖼:81:76:29:m 🛏:87:89:24
1265 landscape fog moss 62 forest,wild,fog : ☁:43:18:11 ⛺:30:57:13 🌲:91:57:13 🐿:61:64:39 📦:18:86:17 🦝:89:81:15:m
1266 landscape storm jungle 56 wild,jungle,storm : ⛈:26:15:13 🌿:72:50:15 🦥:36:55:49:m 😬:15:84:23
1267 surreal fog street 64 space,night,city,fog : ☁:59:24:20 🏭:47:58:14 🏬:9:58:16:m 🏢:50:56:20:m 🌙:38:33:53:m 🤔:29:86:17:m 🚓:9:88:21
1268 close-up earth - 0 farm,food,earth : 🌽:43:52:61:m 🎹:20:18:16 🚜:80:85:16
1269 close-up stone - 0 winter,cold,stone : ❄:63:54:65:m 🗻:20:85:15:m 🌈:80:85:21
1270 crowd dusk grass 35 fun,party,fair : 🦸:21:16:19 🐘:45:43:26 🍿:78:85:23 🎉:45:42:41 🎈:52:16:19 🧚:85:56:20:m 🚶:87:23:24:m 🎭:27:49:24:m
1271 landscape day street 51 city,buildings,day : 🎈:63:18:13 🏫:81:46:12 🏬:42:47:10:m 🏟:58:57:48 📱:29:89:20 ☕:87:86:19 🚲:18:76:20:m
1272 landscape day grass 50 fun,fair,day : 🪁:55:17:18 🎢:30:42:19 🎠:32:44:14 🎭:47:50:45 🤹:6:75:28 🎁:1:84:29
1273 crowd day field 40 farm,food : 🍲:78:22:23 🦆:79:76:21 🍫:77:43:23 🎃:56:50:39 🍪:18:44:23 🌾:22:76:19 🧁:48:22:21:m 🥔:49:45:20
1274 landscape dawn savanna 64 wild,savanna,dawn : 🌞:31:24:15 🛖:72:60:11:m 🌳:48:64:45:m 🦒:71:87:21:m 🦛:81:79:17
1275 landscape dusk field 56 farm,home,dusk : 🌙:21:20:17 🌲:87:49:17 🛖:42:50:16 🏚:61:60:47 🥕:72:87:26:m 🌮:2:77:17
1276 landscape dawn field 61 farm,animals,dawn : 🌞:34:21:18 🌲:17:53:19:m 🐓:37:57:38:m 🪣:85:81:25
1277 landscape day grass 53 fun,fair,day : 🐦:38:24:17 🎠:66:49:11:m 🎪:65:45:19 🤡:39:46:18 🎡:65:68:40:m 🧜:14:74:21 🧟:96:94:25
1278 close-up sun - 0 food,meal,sun : 🍷:59:43:76 🍣:20:85:16:m 🎩:20:18:18:m
1279 close-up snow - 0 city,street,snow : 🛵:39:46:77 🚌:80:85:20 🍊:20:85:21:m
1280 close-up lavender - 0 city,things,lavender : 🚏:44:46:73 🏭:20:85:15 🎈:80:18:15
1281 landscape day grass 59 nature,animals,meadow,day : 🌞:44:19:13 🏠:23:53:15 🐖:67:65:47 👒:93:90:15:m 🪑:100:94:26 🌸:76:93:24
1282 interior teal floor 65 home,things,indoors,teal : 🧶:34:24:16 💍:78:19:13 🛏:59:58:42 ☎:85:80:24 🎻:18:86:21
1283 landscape dusk sand 51 summer,beach,dusk : 🌙:32:15:16 ⛱:94:45:15 ⛵:16:43:19 🐢:68:61:40:m 🥥:88:82:26 🏖:0:82:19
1284 close-up sea - 0 food,meal,sea : 🥑:59:55:74:m 🍲:20:85:15 🍝:80:85:15
1285 crowd dawn street 37 city,things : 🚌:54:21:19:m 🍜:17:12:24 🍣:74:50:19 🍞:57:80:25 🧳:41:47:39 🎒:55:51:24 🍪:73:76:19:m 🍳:14:73:25:m 🏥:24:55:20
1286 interior teal floor 58 story,people,indoors,teal : 🔬:19:22:13 🧦:72:27:12 🧌:39:59:40 🔑:73:89:15 ⌛:5:82:18:m
1287 close-up sand - 0 desert,old,sand : 🏺:52:51:74:m 🦂:20:85:16 🍜:20:18:20
1288 landscape noon field 53 farm,animals,noon : ☀:40:14:18 🏚:62:46:17:m 🚜:63:61:50:m 🍋:13:77:14 🥞:90:80:16 🌶:77:78:16:m
1289 close-up sand - 0 food,meal,sand : 🍝:53:52:73 🍐:80:85:18:m 🍕:80:18:18:m
1290 surreal noon sand 57 sea,boats,beach,noon : ☀:54:13:11 ⛱:74:51:14:m ⛵:56:51:16 🚢:40:27:51 🐚:94:77:25:m 🍐:91:82:20:m 🫖:9:80:28
1291 crowd day - 0 home,things,room : 📷:44:87:23:m 🎩:21:26:19 🏃:19:42:26 🎺:45:56:36 📖:81:24:19 📺:23:80:25:m 🧞:76:43:25:m
1292 close-up grass - 0 city,street,grass : 🏍:62:53:66 🛵:80:18:22:m 🛴:80:85:21:m
1293 interior teal floor 66 home,things,indoors,teal : 🥁:78:37:18 🚪:41:55:49 🍣:15:88:22 🪀:76:89:21 🎸:19:85:24
1294 interior cream floor 58 story,people,indoors,cream : ⏰:23:25:14 🧞:44:71:40 🦸:91:86:26:m
1295 close-up grass - 0 food,meal,grass : 🍩:48:54:78:m 🧶:20:85:19 🧩:20:18:21:m
1296 landscape dusk grass 62 nature,animals,meadow,dusk : 🌙:87:25:12 ⛰:74:56:15 🏠:71:57:12 🐐:41:64:40:m 🦌:71:93:27 🐗:99:78:17
1297 landscape dusk savanna 60 wild,savanna,dusk : 🌙:52:24:13 🌳:94:55:13 🦓:54:56:45 🦄:18:85:22:m 🧛:77:84:28
1298 landscape night moss 63 forest,wild,night : 🌕:34:17:18 🪓:53:59:11 🌲:31:55:19:m 🦉:51:71:42 🧛:21:93:16 🧟:80:78:22
1299 crowd night crater 37 space,night : 👽:17:26:25 🏡:21:57:26 🌍:48:83:26:m 🪁:51:24:21 ⭐:76:21:25:m ⛰:82:75:24 🌟:57:55:38
1300 crowd fog street 37 city,air : 🛵:42:46:22 🚓:74:25:19 🧘:53:74:23 🧚:57:18:23 🚒:14:12:26:m 🏗:87:45:19:m 🚁:46:54:39 🎒:16:57:19:m 🥷:25:73:27
1301 surreal dusk snow 65 fun,party,snow,dusk : 🌲:57:60:12:m 🏠:20:59:14 🍭:50:24:47 👒:5:88:17 🕰:71:75:19 🔮:73:85:28:m
1302 interior slate floor 61 story,people,indoors,slate : 🎸:20:26:17 👑:72:36:15 🦹:47:63:43 📖:99:83:24:m 🍞:6:85:18:m
1303 interior slate floor 68 home,things,indoors,slate : 💍:29:18:12 🔮:84:30:12 🧸:42:66:42:m 🍇:22:79:26
1304 landscape dawn savanna 60 wild,savanna,dawn : 🐦:76:17:10 🌳:22:55:13 🛖:43:54:16:m 🐅:46:62:44 🍣:22:93:14 🍒:26:77:19:m 🍇:88:91:26:m
1305 landscape dusk savanna 56 wild,savanna,dusk : 🦇:27:19:15 🌳:15:51:12 🦁:41:67:48 🦒:89:89:25 🦏:89:75:29:m
1306 interior slate floor 65 home,things,indoors,slate : 📷:33:25:18 🖼:73:25:18 📺:57:68:50 🛏:85:77:20:m 🪀:7:89:16:m 🥞:83:87:16:m
1307 crowd night grass 37 fun,party,fair : 🎢:84:51:19 🦑:50:16:24 ⛴:20:87:22 🎟:43:51:37 🐙:46:86:19 🤡:14:46:26 🤹:87:25:19 🛶:85:76:27:m
1308 landscape noon water 51 sea,boats,noon : 🦅:81:22:14 🗼:30:44:18:m 🌋:10:45:14:m 🛶:69:57:40 🦈:89:83:22
1309 landscape noon grass 51 nature,animals,meadow,noon : ☀:43:22:19 🌳:16:45:16 🏡:13:47:11 🛖:6:46:12 🐑:68:53:40:m 🐞:78:78:19 🐎:8:81:28
1310 landscape day jungle 53 wild,jungle,day : 🐦:15:17:13 🎋:69:46:17 🐒:36:53:39 🏇:9:88:29:m 🧌:91:86:21 🦖:27:75:19:m
1311 crowd fog street 40 city,things : 🧸:48:74:20 📖:14:56:27:m 🎺:22:24:23 📦:45:50:23:m 🚑:81:47:18 🚏:86:20:23 🛩:43:17:23 🛍:52:43:37 ⏰:80:75:26
1312 interior rose floor 60 story,people,indoors,rose : ⏰:79:24:13 🧜:62:57:48 🥑:8:78:25 🔬:17:85:18 🐈:85:90:25
1313 landscape fog street 60 city,street,fog : ☁:66:12:14 🏰:7:55:13 🏯:84:52:19 🚑:43:66:49 ☕:81:93:29 🎒:77:94:26 🚲:90:81:15:m
1314 landscape day moss 61 forest,wild,day : 🎈:55:14:13 🏕:20:55:14:m 🌲:34:55:16 🐻:55:61:47 🐍:81:87:27:m 🦫:76:86:16 🐺:8:78:20
1315 surreal night water 60 space,night,sea : 🗼:14:56:11:m 🌋:67:55:13:m ⛱:93:55:12:m 🌍:49:31:46 🏄:24:89:27
1316 landscape day jungle 58 wild,jungle,day : 🐦:66:18:12 🦧:19:51:18:m 🦜:60:55:40 🥭:97:84:23
1317 close-up stone - 0 home,things,stone : ✉:39:44:63 🎺:20:85:17 🪆:80:85:15
1318 crowd dawn savanna 40 wild,savanna : 🥷:50:44:22 🕺:82:25:26:m 🧗:19:80:22 🐊:58:49:38:m 🧟:81:49:26 🧘:14:55:22:m 🧙:49:74:20 🧞:85:79:19:m
1319 surreal dusk snow 58 story,people,snow,dusk : 🏔:43:50:20:m 🦕:36:25:45 🧤:26:89:19 ❄:24:76:20
1320 surreal dawn dunes 62 sea,wild,desert,dawn : 🐦:46:24:11 🏜:49:57:13 ⛰:25:57:13 🦦:62:32:45 🏺:91:91:19 🧭:9:86:25:m
1321 surreal night street 53 fun,fair,city,night : 🌠:73:16:14 🏬:81:47:15 🏰:88:48:13 🎢:46:34:53:m 🚕:11:75:27 🚚:79:91:22
1322 landscape dusk snow 62 winter,mountain,snow,dusk : ☁:38:15:14 🏔:61:58:11:m 🏠:68:57:12 🗻:36:67:41 🧤:100:81:23 🎿:26:88:17 ⛸:17:92:23
1323 interior rose floor 58 story,people,indoors,rose : 💡:23:36:13 📦:80:30:15 🧚:38:64:39 🍕:3:80:24
1324 crowd day water 32 sea,birds : 🏄:79:17:27:m 🚤:47:58:25:m 🦖:72:81:26 🦄:21:57:19:m 🌞:59:53:39 🏝:81:47:24 🕺:20:20:23 🗼:48:13:25 🚢:25:73:24
1325 close-up mint - 0 winter,cold,mint : 🧣:60:52:76 🍄:20:18:15 ☃:80:18:18
1326 crowd day jungle 36 wild,jungle : 👒:20:27:23 🪄:78:77:23:m 🧶:53:54:26 🦜:22:56:24:m 🧦:85:21:23 🌺:41:43:39 🎲:73:43:21 🎋:55:79:25:m 🪡:15:87:23
1327 landscape night moss 59 forest,wild,night : 🌠:71:11:11 🪨:72:54:13 🏕:30:52:18 ⛺:80:52:17 🦝:37:72:39 🏃:89:81:27 🧟:26:92:15
1328 close-up sky - 0 nature,flowers,sky : 🐞:37:48:65:m 🍓:80:85:17 🕊:20:18:15:m
1329 surreal dusk grass 54 home,things,meadow,dusk : 🛖:45:47:17:m ✂:58:33:42 🐑:74:77:27 🌷:89:76:29 🦙:71:90:24
1330 close-up sun - 0 mood,faces,sun : 🙃:63:47:67 🦈:20:85:17 😬:80:18:19:m
1331 close-up stone - 0 home,things,stone : 💻:56:53:63:m ♟:80:85:20 ☁:20:85:17:m
1332 close-up night - 0 home,things,night : 🪡:64:55:75 🎸:20:18:18 🍕:80:18:19
1333 close-up candy - 0 home,things,candy : 🖼:50:46:63:m 🕰:20:85:15:m 🧩:80:18:16:m
1334 close-up snow - 0 mood,faces,snow : 😭:44:48:64 🐐:20:18:22 🥵:20:85:15
1335 landscape fog snow 54 winter,cold,snow,fog : ☁:73:22:14 🏔:84:47:17 🌲:60:46:19 🛷:46:57:49 🐻:12:84:29 ❄:9:80:22
1336 close-up sky - 0 home,things,sky : 🎩:64:56:70:m 🕊:80:85:15 👑:20:85:22:m
1337 surreal dusk grass 62 sea,boats,meadow,dusk : 🌙:78:19:14 🛖:29:57:12:m 🛳:57:28:52 🐄:10:92:16 🍀:101:87:14 🌷:1:82:17
1338 close-up fire - 0 nature,flowers,fire : 🐌:48:42:70:m 🌸:80:85:20 🐎:20:85:18
1339 interior rose floor 65 story,people,indoors,rose : 🎸:17:21:18 ☎:83:38:15 💃:46:70:40:m 🎻:5:90:24
1340 landscape dusk street 65 city,buildings,dusk : ☁:83:12:11 🗼:56:58:17:m 🏬:39:59:39 🚋:74:84:28:m
1341 landscape night grass 52 fun,fair,night : 🌕:86:16:17 🍭:37:47:13 🎪:6:45:18:m 🎠:64:70:42 🦹:17:78:18:m 🧸:73:78:22 🧝:76:74:16:m
1342 surreal day street 64 food,meal,city,day : 🏟:32:57:17:m 🍲:43:34:47 🚗:73:91:19 🚚:72:77:14 💼:97:93:21:m
1343 landscape fog street 60 city,street,fog : 🌫:37:25:17 🏙:30:53:17:m 🏗:49:55:12:m 🚒:33:64:46:m 🛍:72:91:18:m 🚲:88:91:28 🛵:15:83:30
1344 surreal noon field 58 story,people,farm,noon : 🏚:58:54:11 🧗:60:25:53:m 🏃:91:93:22:m
1345 crowd dawn savanna 33 wild,savanna : 📖:86:15:23 🪆:22:22:19 🧸:48:21:25 🎸:58:56:23 📚:83:53:20 💻:52:83:19 🛖:45:44:39:m
1346 crowd night - 0 home,things,room : 🛏:72:46:18 🔬:84:20:24 💻:47:22:26:m 🍞:25:88:21:m ⌛:49:52:26 🪟:14:21:18 💡:44:43:40
1347 close-up sky - 0 desert,travel,sky : 🦂:58:43:74:m 🛳:80:85:18 🐟:20:85:19:m
1348 interior slate floor 65 home,things,indoors,slate : ✂:35:33:16 🔬:83:24:13 🪞:57:72:38:m 🐈:76:84:26:m 🌾:100:84:25
1349 landscape dusk street 57 city,street,dusk : 🦇:24:19:17 🏙:75:49:19 🏯:6:52:12 🛴:60:67:46 💼:27:86:14 ☂:28:84:16
1350 close-up forest - 0 home,things,forest : ☎:48:47:71 👑:80:18:16:m 🎲:20:18:22:m
1351 interior rose floor 59 story,people,indoors,rose : 🧶:32:20:18 🔮:66:25:18 👻:50:64:49 🍣:97:79:18 📺:4:85:23:m 🎻:95:91:19:m
1352 landscape night street 62 city,buildings,night : 🌕:71:24:11 🏭:75:55:17 🏰:79:55:18:m 🏗:31:55:17:m 🗽:33:65:47:m 🗑:89:82:18 🚗:99:84:17
1353 interior slate floor 62 story,people,indoors,slate : ♟:79:19:17 🧝:45:64:46 🪞:98:83:15:m
1354 crowd dawn field 34 farm,food : 🪆:50:47:23:m ✂:56:73:24 📖:85:25:26 📚:21:73:24:m ⌛:20:19:23 🥔:88:51:24 🧺:58:54:41 🔑:86:77:20
1355 close-up sky - 0 summer,beach,sky : 🩴:49:48:62 🧦:80:85:17:m 📻:20:18:21
1356 surreal dusk dunes 61 story,people,desert,dusk : 🏜:88:55:16:m 🏛:48:57:10:m ⛰:23:54:17 🚶:46:31:45 🧭:94:76:24:m 🦎:87:88:20:m
1357 close-up snow - 0 summer,beach,snow : 🏓:56:44:78 🍉:20:18:21 ⛵:20:85:18
1358 close-up sky - 0 mood,faces,sky : 😌:38:57:72:m 🧵:80:18:22:m 🎻:20:18:16
1359 crowd night crater 32 space,night : 🛳:87:74:20 🛶:81:55:27:m 🚤:14:73:19 🐠:76:15:19 🌚:46:41:38:m 🧑:24:17:19 🦭:53:78:24 🚣:47:56:24
1360 landscape storm street 50 city,street,storm : 🌧:35:24:11 🏢:45:42:19:m 🏫:84:43:17 🚌:44:45:39 ☕:19:76:19 🚕:76:76:19:m 🗑:74:75:22
1361 interior slate floor 64 story,people,indoors,slate : 🔮:22:36:15 👑:76:23:14 🧛:55:61:42 ⏰:94:79:16:m 🕯:82:78:22:m 🍐:97:83:17
1362 surreal storm street 57 home,things,city,storm : 🏰:59:49:20 🧦:64:29:47 💼:29:94:26 🚓:86:76:29 ☕:81:91:22:m
1363 crowd dusk - 0 home,things,room : 🧀:79:20:22 🔭:21:55:18 🍐:46:58:21 🔑:41:42:40 🍫:49:85:23 🥨:86:75:20 💍:22:16:23
1364 close-up grass - 0 mood,faces,grass : 😍:36:45:66 🐑:80:18:15:m 🦌:80:85:18
1365 landscape dusk dunes 53 desert,history,dusk : 🦇:82:20:16 ⛰:91:48:12:m 🏜:30:46:49 🐪:28:77:20 🗿:21:81:29 🪙:77:85:19:m
1366 landscape day field 51 farm,animals,day : 🌞:51:22:18 🏚:72:45:14:m 🛖:39:46:12 🦃:66:43:48:m 🧜:84:92:25
1367 interior teal floor 66 story,people,indoors,teal : ⌛:68:31:13 🧙:60:66:49:m 🍋:87:87:17:m 🌶:92:79:15 🌲:29:89:16
1368 close-up grass - 0 nature,flowers,grass : 🌷:55:51:75:m 🎻:20:85:15:m 🧸:20:18:21
1369 close-up snow - 0 food,meal,snow : 🍵:46:47:63:m 🍳:20:85:21 🍯:80:85:16
1370 surreal dawn water 63 fun,party,sea,dawn : 🌞:49:14:11 🗼:26:56:18:m 🏝:57:57:15:m 🍿:48:28:54 🦑:92:87:21 🐬:26:94:29
1371 surreal dusk water 54 space,night,sea,dusk : 🦇:82:13:19 ⛱:17:48:15 🗼:24:47:18:m 🪐:59:32:53:m ⚓:15:91:29 🦭:24:74:15:m
1372 interior rose floor 67 story,people,indoors,rose : 🥁:83:26:16 🤺:46:60:48 🧁:21:81:23:m 🔑:85:92:20
1373 surreal day water 62 home,things,sea,day : 🌞:77:13:11 🌋:94:57:13 🏝:35:58:11 📻:36:32:51 🚣:9:81:22 🦑:83:79:22
1374 landscape dusk street 58 city,buildings,dusk : ☁:44:24:17 🏗:89:52:14:m 🏭:82:53:12 🏛:67:57:41 🛴:24:75:23
1375 crowd dusk - 0 home,things,room : 🪡:28:43:25 🔬:72:47:22 📚:16:26:22 ⌛:54:46:37 🎲:54:46:26 👒:52:27:21 🧪:81:79:24:m
1376 surreal night dunes 51 sea,birds,desert,night : ⭐:47:13:16 🏛:16:46:13 🦅:38:25:52 🗿:5:89:29
1377 landscape day grass 56 nature,home,meadow,day : 🎈:12:24:12 ⛰:7:50:15:m 🏡:50:55:40:m 🍜:96:82:20 🍷:75:85:21
1378 close-up mint - 0 home,things,mint : 🔮:51:55:69:m 🧵:20:18:21 📻:80:85:21:m
1379 interior rose floor 59 home,things,indoors,rose : 📷:29:20:17 🎹:62:58:38 🐘:75:86:22 🪀:70:81:22 ✂:18:86:25
1380 close-up sky - 0 home,things,sky : 🔭:57:47:78 ⏰:20:85:19 🍟:80:18:22
1381 landscape dusk moss 54 forest,wild,dusk : 🦇:42:19:13 🪓:34:46:20 🐍:69:48:40 🍂:3:83:17:m 🦝:21:74:24:m
1382 crowd dusk moss 42 forest,night : 🦝:48:82:19 🍄:15:80:21 🎈:47:26:18 🦌:88:28:21 🍁:14:26:20 🦔:55:54:21 🌠:49:41:39:m
1383 surreal fog street 65 space,night,city,fog : 🏗:71:60:13 🏢:85:60:12 🏫:79:61:10 ⭐:62:26:46 🧝:20:75:21 🛵:93:74:15
1384 crowd dusk grass 40 fun,party,fair : 🍓:27:79:26:m 🍳:85:79:20 🧸:16:48:23 🍟:75:14:25:m 🥝:58:57:23:m 🤡:80:56:21 🎁:44:53:37:m 🥦:55:24:21
1385 surreal night dunes 63 home,things,desert,night : 🌠:67:18:12 🏛:26:58:12:m 🏜:45:56:18 📚:49:26:43 🦴:87:89:21 🧭:78:92:19
1386 interior slate floor 69 home,things,indoors,slate : ⌛:20:24:16 🛋:35:67:45:m ✂:6:85:24 🎂:6:83:16:m
1387 interior teal floor 69 story,people,indoors,teal : 🎲:24:24:15 🗺:77:22:13 🐉:60:71:44 🍞:0:86:18:m 🪡:98:81:20:m 🧀:2:79:15:m
1388 close-up sky - 0 food,meal,sky : 🍞:63:46:76 🍒:80:18:20:m 🍋:80:85:21
1389 surreal dusk street 56 sea,wild,city,dusk : 🏯:43:50:16 🏟:37:50:16 🏛:92:49:17 🦈:61:25:46:m 🚑:71:83:18:m 🚗:5:87:25
1390 surreal night dunes 54 sea,wild,desert,night : 🏜:71:48:14 🏛:65:49:12 🦦:56:30:45 🌵:28:82:21
1391 interior slate floor 64 home,things,indoors,slate : 🪄:35:19:17 🎻:68:38:12 🛁:51:60:40 👒:76:84:19:m ⏰:93:80:15:m 🫖:24:83:15:m
1392 close-up candy - 0 wild,jungle,candy : 🪴:58:56:69 🛏:20:18:17 🪡:80:85:22:m
1393 surreal dawn grass 61 sea,wild,meadow,dawn : 🌞:57:11:18 🏡:20:54:17 🏠:70:57:11 🐠:60:26:42 🦌:23:89:25:m 🌻:29:83:19:m
1394 surreal day street 56 food,meal,city,day : 🏰:85:50:15 🥨:64:25:54 🚑:9:81:28:m 🏍:86:92:28:m
1395 surreal dawn grass 60 story,people,meadow,dawn : 🌞:65:17:19 🏡:9:52:19 🏠:36:53:18 🌳:8:53:17 🧘:50:33:44 🛏:84:91:25
1396 interior cream floor 64 home,things,indoors,cream : 🎲:74:31:15 🪑:58:58:41 🍝:94:84:17 ✉:87:89:23 🍔:89:81:22
1397 close-up grass - 0 wild,jungle,grass : 🍍:63:56:63:m 🌞:20:85:15:m 🦍:80:85:16:m
1398 crowd day jungle 35 wild,jungle : 📺:73:26:21:m 🐒:26:47:22:m 📻:80:50:18 🪴:57:44:41 🪞:46:26:21:m 🛋:53:52:18 🌺:12:85:25 🥁:45:82:26
1399 landscape day street 52 city,buildings,day : 🌞:72:11:19 🗽:61:45:17 🏗:52:49:41 🚚:83:81:24:m 🧳:21:81:16
1400 landscape day street 64 city,street,day : 🎈:76:12:11 🏥:18:58:16 🏛:6:58:15 🚲:69:65:41 🚴:80:83:19:m
1401 surreal dusk sand 59 food,meal,beach,dusk : ⛱:87:54:13 🍔:65:33:44:m 🪸:12:77:16:m 🏖:29:88:29
1402 crowd aurora crater 36 space,night : 🚪:28:18:19:m 🎺:79:76:21 ☎:49:82:20 🌝:44:44:40:m 🎩:81:47:26:m 👽:27:87:25 🧸:51:19:20 🔮:26:56:24
1403 close-up stone - 0 mood,faces,stone : 🥶:54:44:62 😬:80:85:20 ✂:80:18:18:m
1404 landscape fog moss 53 forest,wild,fog : ☁:70:17:19 🪓:13:47:15 🦫:35:57:42:m 🍁:95:86:23 🦡:99:86:19
1405 surreal day sand 63 story,people,beach,day : 🐦:76:13:12 🏝:18:57:15 🧟:39:25:48 🏖:2:92:27 🥥:28:90:22:m 🍦:11:79:25
1406 crowd aurora crater 40 space,night : 🐇:18:53:24 🦊:22:12:27 🌱:53:83:21:m 🦔:43:55:25 ☄:55:41:39 ☁:13:76:23 🦙:85:19:24:m
1407 crowd day - 0 home,things,room : 🧜:22:19:23:m 🧗:18:47:23 🧌:79:87:22:m 🕯:85:54:19 📷:50:59:39 🧑:58:18:22:m 🧶:55:78:24:m 🥁:80:18:22:m
1408 interior teal floor 63 home,things,indoors,teal : 📦:16:33:17 📷:78:20:16 🕰:60:68:47:m 🎺:29:90:15
1409 close-up snow - 0 food,meal,snow : 🍜:61:40:76 🎹:80:18:17:m 🍊:80:85:18
1410 interior cream floor 59 story,people,indoors,cream : 📖:23:19:13 🖼:81:19:13 🦸:61:49:49:m 🍕:9:79:18 😱:8:85:20 🙃:10:76:15
1411 crowd noon field 35 farm,food : 🐑:73:85:21 🦊:55:77:23:m 🧺:53:44:19:m 🕊:12:46:19 🥚:48:58:39 🪣:75:43:23:m 🐛:73:12:20 🐝:16:86:25
1412 close-up lavender - 0 desert,old,lavender : 🪙:38:52:69 🦴:80:18:18 🌳:80:85:16:m
1413 interior slate floor 65 home,things,indoors,slate : 🎸:25:24:18 🕯:66:26:12 🪟:49:63:39 📚:9:79:16 📺:23:81:17
1414 surreal day snow 57 sea,boats,snow,day : 🏔:32:51:14 🚣:47:30:47 🤩:99:75:18:m 🛷:100:81:24:m
1415 close-up forest - 0 mood,faces,forest : 😴:44:52:72 🦊:20:18:21 😬:20:85:16
1416 landscape night water 64 sea,boats,night : 🌠:69:21:19 🗼:89:60:11:m 🏄:42:62:49 🦑:13:75:29 🛳:100:81:28 🚤:86:80:19
1417 landscape storm street 52 city,buildings,storm : 🌪:62:11:17 🏰:29:47:13 🏛:71:48:11:m 🏢:37:47:13 🏯:34:50:40:m 😬:71:85:27 🥵:83:87:16
1418 surreal fog street 61 sea,boats,city,fog : ☁:45:23:14 🗼:34:57:10 🏰:94:56:12 🛟:44:31:45 🚕:22:81:26 💼:26:80:25
1419 surreal day grass 57 sea,wild,meadow,day : 🏡:35:51:15:m 🛖:78:52:12:m 🐡:43:24:43 🌻:-1:78:27:m
1420 crowd day water 34 sea,boats : 🛁:13:77:26 🦦:46:87:26 🐠:84:42:21 🚤:57:57:40 👒:25:18:19 🪄:52:52:18:m 🧶:54:24:23:m 🪟:78:22:26
"""
