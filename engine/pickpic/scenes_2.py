"""The second edition of the built-in deck, written by engine.pickpic.composer (run
`python -m engine.pickpic.composer > engine/pickpic/scenes_2.py`). Never change a
released line: stored games name cards by id."""

SCENES = """
1001 landscape day jungle 64 wild,jungle,day : 🪁:72:18:16 🪴:45:49:18:m 🦥:79:60:11 🌿:13:58:15 🐒:44:71:42 🐯:15:92:15
1002 surreal night street 57 space,science,city,night : 🏬:77:51:14 🏛:64:55:14 🗼:48:49:19 🧑:42:25:42:m 🧳:15:87:21
1003 surreal dusk water 61 home,things,sea,dusk : ⛱:31:55:14:m 🏝:84:57:11 🌋:15:55:14 👑:58:29:48 🦭:73:83:19
1004 interior cream floor 66 story,people,indoors,cream : 👒:22:36:13 🧪:69:37:12 🧘:42:67:49 🥔:85:75:21 🍞:15:90:16 🦃:75:89:23
1005 landscape noon dunes 58 desert,travel,noon : ☀:85:16:14 🏜:87:51:18 🗿:49:49:49 🏺:20:86:29:m
1006 close-up sun - 0 food,meal,sun : 🍐:51:41:71 🗺:80:76:18 ✂:20:76:21
1007 close-up sky - 0 nature,animals,sky : 🐗:51:56:62 🌳:80:18:17 🧩:16:85:21
1008 landscape dusk water 66 sea,boats,dusk : ☁:25:18:13 🏝:32:46:15:m 🗼:26:59:18 ⛱:30:72:16 🚤:66:64:48 📖:45:89:23
1009 landscape dusk water 53 sea,wild,dusk : 🦇:39:22:11 🌋:80:48:13:m 🦈:33:53:42 🚤:50:78:29 ⚓:78:86:30
1010 surreal noon snow 60 space,night,snow,noon : 🏠:66:54:19 🌟:63:28:47 ⛷:17:80:25
1011 surreal storm street 51 space,science,city,storm : ⛈:15:18:11 🏢:16:45:14 🗽:43:52:12:m 🤖:51:31:44 🚚:71:82:27 🛵:21:85:29 🛍:81:65:27
1012 close-up sun - 0 wild,jungle,sun : 🦍:53:54:68 😍:20:87:21:m 🐯:20:18:17
1013 surreal noon snow 60 home,things,snow,noon : ☀:69:24:10 🏔:13:54:16 🌲:65:55:13:m 🗻:81:54:15 🕯:36:28:46 🧤:56:80:16 🎿:79:81:27
1014 landscape aurora crater 65 space,science,aurora : 🪐:81:25:18 🌝:21:59:15 🤖:8:63:10 🚀:64:66:46:m 👽:30:82:16 🧑:13:91:16
1015 surreal dawn water 62 home,things,sea,dawn : 🌋:25:55:18:m ⛱:42:58:16 🪞:50:27:51:m ⛵:24:83:21 🐙:74:89:21
1016 landscape day grass 55 fun,fair,day : 🌞:21:14:16 🎟:11:37:14 🎁:26:35:14 🎈:81:47:19 🤡:38:59:46 🧸:13:81:17 🐘:81:81:27:m 🎢:82:62:24:m
1017 surreal noon dunes 59 space,science,desert,noon : 🏛:86:51:20:m 🏜:13:52:17 👽:53:25:49:m 🦂:77:87:23:m
1018 landscape dusk street 58 city,buildings,dusk : ☁:15:17:18 🏛:28:51:18 🏥:64:57:40 🍷:29:92:15 🍵:48:87:22 🛵:76:85:30
1019 surreal dawn field 65 wild,savanna,farm,dawn : 🌞:21:23:12 🏚:83:60:12 🌲:66:61:11 🌳:55:29:47 🪑:24:80:27:m 🔮:87:77:17:m
1020 close-up candy - 0 summer,beach,candy : 🏐:50:52:72 🥐:20:87:17 🥑:16:18:19
1021 landscape aurora crater 50 space,science,aurora : ☄:76:20:14 🪐:20:43:18:m 👽:38:44:14 🛸:69:50:40:m 🤩:81:87:28 🙃:27:89:15 🥵:58:76:24
1022 interior teal floor 66 home,things,indoors,teal : 👑:31:28:15 🛏:39:62:49 🥑:15:89:22:m 🔑:74:82:24
1023 surreal dawn street 51 home,things,city,dawn : 🌞:87:10:19 🏟:11:45:15 🏫:40:55:10:m 🏰:9:55:10 🧩:51:31:52 🛴:79:86:29 📰:20:86:28
1024 close-up mint - 0 food,meal,mint : 🍪:50:40:71 🍯:18:74:20:m 🥨:20:87:17
1025 close-up lavender - 0 nature,flowers,lavender : 🌸:54:43:66 🐙:20:85:15:m 🛖:18:12:20
1026 interior cream floor 61 story,people,indoors,cream : 🧵:68:37:12 🦕:54:68:39 🌮:81:89:20 📷:20:81:16:m
1027 close-up sand - 0 fun,party,sand : 🍭:51:43:63 🥦:80:85:19:m 🍑:20:85:15
1028 close-up snow - 0 wild,savanna,snow : 🐊:57:59:62 🌋:80:18:14:m 🐋:86:89:20
1029 close-up sky - 0 sea,boats,sky : 🛟:50:53:71:m 🪄:20:18:16 🪞:20:87:14
1030 landscape dusk grass 59 fun,fair,dusk : 🌙:37:22:12 🤹:15:53:14 🎭:34:64:13 🐘:33:51:19:m 🎪:68:55:45:m 🤡:19:79:28:m 🍿:82:88:24 🎁:47:80:25:m
1031 close-up fire - 0 desert,travel,fire : 🦎:56:53:65:m 🐫:80:85:19 😭:20:85:19:m
1032 landscape day sand 57 summer,beach,day : ☁:54:25:19 🌴:47:47:10 ⛱:11:51:14 🐚:46:69:47 🪣:85:71:20 🏓:82:88:25:m 💍:83:55:24
1033 surreal dawn water 59 space,night,sea,dawn : ⛱:83:52:17:m 🌋:20:53:16 ⭐:43:25:46 ✂:74:82:26 🔮:49:89:24
1034 landscape dawn dunes 62 desert,travel,dawn : ☁:72:22:17 🏛:11:56:14:m 🤠:52:62:47:m 🐍:56:88:20:m 🐫:36:86:18 🧭:80:85:24
1035 landscape fog field 64 farm,animals,fog : 🌫:46:23:10 🌲:70:58:14 🐓:34:57:48:m 💻:88:83:15 👒:35:81:14:m 👑:18:89:21
1036 landscape dusk field 56 farm,animals,dusk : ☁:16:25:14 🏚:76:49:17:m 🌲:74:61:13 🐕:39:48:48 🦃:72:79:16 🥕:88:75:17
1037 surreal fog street 59 space,night,city,fog : 🗼:61:55:14:m 🏰:89:54:12 🏟:41:54:13 🌝:54:32:43:m 🚏:82:82:24
1038 close-up forest - 0 home,things,forest : ♟:49:45:71:m 🪟:20:85:22:m 🚪:20:10:20
1039 landscape day grass 61 fun,fair,day : 🐦:69:14:12 🍭:13:55:14 🎭:60:43:19 🎁:87:46:18:m 🎡:59:66:42 🎟:12:93:15:m 🤡:23:77:29:m
1040 interior cream floor 66 story,people,indoors,cream : 🧶:33:36:15 🔑:74:20:16 👻:37:60:41 🕺:17:82:22:m 👒:87:88:17
1041 close-up sand - 0 forest,wild,sand : 🦡:50:56:74 🖼:80:91:17 🐺:20:18:20:m
1042 crowd day grass 40 nature,flowers,meadow : 🐇:45:21:19:m 🪁:81:49:20:m 🐎:80:83:24:m ☁:69:62:19:m 🌈:16:73:18:m 🐛:49:42:39:m 🦙:18:57:26:m 🌱:42:72:19:m
1043 landscape day grass 57 nature,animals,meadow,day : ☁:19:12:15 🛖:36:53:10 🌳:51:45:16:m ⛰:84:45:11:m 🐎:70:67:44 😴:16:88:23
1044 interior slate floor 68 story,people,indoors,slate : 🔮:26:37:17 🪡:71:26:17 🕺:62:61:42:m 🔑:79:84:25
1045 landscape dusk water 53 sea,wild,dusk : 🌙:65:10:19 🏝:86:47:14 ⛱:68:45:20 🦑:35:51:38 ⛴:82:86:26 🥝:18:88:26
1046 landscape noon sand 51 summer,beach,noon : 🦅:87:10:17 🏝:15:42:13:m ⛱:31:62:40:m 🍝:46:83:17 🍜:24:86:24
1047 crowd fog moss 34 forest,wild : 🛋:45:29:25 🎻:19:25:26 🧪:14:43:18:m 🌕:81:48:24:m 🪨:76:24:22 🌰:56:77:25 🐍:45:54:40:m ⌛:79:84:22 🧶:55:13:22:m
1048 surreal storm grass 60 story,people,meadow,storm : 🌪:27:25:13 🏡:9:62:11 ⛰:37:54:14:m 🛖:20:53:18:m 🧚:63:30:48 🐝:16:75:22 🐖:72:90:18:m
1049 interior rose floor 61 story,people,indoors,rose : 🪄:17:21:14 🧞:65:55:46 🍷:85:83:22 🎹:16:89:17:m
1050 close-up candy - 0 food,meal,candy : 🍊:52:43:69 🥛:12:12:16 🌶:80:85:21:m
1051 surreal noon dunes 60 sea,birds,desert,noon : 🦅:16:14:16 🏛:50:56:20 ⛰:68:56:11:m ☁:48:32:46 🌵:70:86:14 🤠:84:91:15
1052 landscape dusk grass 60 nature,animals,meadow,dusk : 🦇:21:14:15 🏡:77:56:11:m 🐄:40:59:47 🍀:85:75:22 🐐:89:88:15
1053 interior slate floor 59 home,things,indoors,slate : 🎸:22:31:17 📖:75:25:15 🐈:61:68:39 🚶:16:81:21:m 🪟:79:88:17 🎂:35:87:18
1054 landscape noon savanna 64 wild,savanna,noon : 🦅:56:25:10 🛖:68:58:14 🦛:36:68:43:m 🐅:15:89:15 🦬:32:90:15
1055 interior rose floor 69 home,things,indoors,rose : 📖:35:37:14 🧪:67:36:13 🎹:56:67:47 🎲:18:79:24
1056 landscape day sand 63 summer,beach,day : 🐦:47:19:19 ⛵:49:47:11 ⛱:78:57:15 🌴:14:50:18 🏝:44:69:44 🏐:18:90:20
1057 close-up grass - 0 home,things,grass : 🎻:51:53:72 🗺:80:87:16 🪀:20:87:16:m
1058 surreal fog snow 64 fun,fair,snow,fog : ☁:78:12:13 🏔:80:58:14 🐘:45:27:45:m 😍:78:84:30:m 🛷:26:86:30:m 🙃:52:71:30:m
1059 close-up fire - 0 home,things,fire : 🗺:45:42:65:m 🧶:80:85:18 💡:20:85:20
1060 surreal noon dunes 54 fun,fair,desert,noon : 🏛:92:50:11 ⛰:25:48:15 🎭:61:32:46:m 🐍:13:91:17 📜:31:92:17:m 🌵:82:87:25
1061 landscape noon sand 56 summer,beach,noon : 🦅:86:15:15 🌴:53:41:18 🏝:11:50:14 ⛵:46:66:46 🦩:14:86:20 🦀:79:45:30
1062 landscape dawn street 61 city,buildings,dawn : 🌞:22:22:19 🏰:15:56:12 🏥:31:54:18:m 🗼:68:53:46 🧳:22:83:24 🚑:76:80:25
1063 surreal noon grass 58 wild,savanna,meadow,noon : ☁:21:20:17 🛖:18:52:14:m 🌳:48:55:18 🦒:57:29:48:m 🍲:74:90:17:m 🥝:41:79:19:m 🐞:17:80:25
1064 landscape day field 64 farm,animals,day : 🎈:38:16:20 🏚:15:48:20 🌲:89:58:16:m 🦆:52:64:49 🖼:82:89:24:m 📦:89:75:15
1065 landscape noon savanna 64 wild,savanna,noon : ☁:83:14:16 🌳:48:48:15 🛖:21:67:12:m 🐆:53:71:43 🐅:20:87:25:m 🦏:22:51:30
1066 close-up snow - 0 food,meal,snow : 🥝:55:48:64 🥐:20:85:15 🍕:80:16:21
1067 landscape dawn savanna 64 wild,savanna,dawn : ☁:63:24:13 🌳:13:52:14 🛖:68:60:10 🦬:38:71:41 🦁:73:74:21 🦓:85:61:20 🐊:67:89:22:m
1068 close-up dusk - 0 winter,cold,dusk : 🐻:53:49:67 😌:80:85:17 🌲:20:85:15
1069 surreal noon grass 59 sea,boats,meadow,noon : 🏡:59:53:16 ⛰:88:53:16 🚣:46:26:46:m 🐎:87:87:18
1070 surreal fog snow 56 story,people,snow,fog : 🗻:85:50:16 🏠:69:51:13:m 🧗:48:29:43 🦌:40:78:17:m 🧤:79:81:30:m 🎿:18:82:25
1071 landscape noon dunes 55 desert,history,noon : ☀:46:20:11 ⛰:86:58:13 🏜:80:49:15 🏛:43:51:49:m 📜:77:76:14 🤠:15:85:21
1072 landscape fog field 53 farm,home,fog : 🌫:83:12:14 🛖:8:39:11 🏚:70:48:12:m 🌲:38:56:44:m 🌾:16:79:21:m 😍:12:92:16 🐓:85:89:21
1073 landscape night snow 53 winter,mountain,snow,night : 🌠:82:13:18 🏠:75:45:19 🏔:73:57:14:m 🗻:38:52:47 ⛄:27:86:30
1074 surreal noon grass 65 sea,boats,meadow,noon : 🌳:35:59:15 ⛰:76:58:17:m 🛶:48:25:47 🦊:50:76:23 🌼:25:77:25
1075 landscape day street 60 city,street,day : 🪁:59:23:13 🏟:7:56:10 🛴:62:57:44 🧳:19:81:26
1076 landscape night crater 59 space,science,night : 🌠:16:14:13 🌍:17:53:15 🧑:80:55:10:m 🛰:49:58:42 🤖:13:69:19 🚀:16:84:23:m
1077 close-up fire - 0 nature,animals,fire : 🦙:50:47:73:m 🦔:20:12:18 🦌:80:85:20:m
1078 close-up sand - 0 food,meal,sand : 🍝:52:51:70 🫖:20:85:19 🥦:20:18:16
1079 close-up sea - 0 food,meal,sea : 🍑:43:45:63 🍇:80:85:19 🥐:20:85:21
1080 landscape storm water 65 sea,boats,storm : 🌪:80:22:16 🌋:76:47:16:m 🗼:10:48:12 ⛱:86:58:18:m 🚢:43:66:48 🐳:78:86:27:m
1081 landscape night moss 51 forest,calm,night : 🌠:84:14:14 🪓:37:47:11 🏕:68:55:42 🦖:13:85:19:m
1082 crowd day street 40 city,street : 🐙:16:57:22:m 🚓:48:19:26 ⛴:19:25:18 🛳:47:73:22:m 🦈:82:51:23 🚲:48:47:39 🏫:80:77:19
1083 landscape day sand 62 summer,beach,day : 🌞:31:16:18 ⛱:90:57:12 🦩:57:59:46:m 🏐:25:79:22:m 🕶:41:90:18
1084 close-up sea - 0 food,meal,sea : 🍕:51:58:62 🍩:80:18:15 🍫:20:87:15
1085 close-up fire - 0 city,street,fire : 🚚:52:54:70 🌼:80:18:22:m 🗑:20:18:20:m
1086 crowd dawn water 38 sea,boats : 🏄:81:77:25 🦖:18:38:25 🧙:23:15:23 ☁:57:24:24 🦸:19:54:20:m 🏝:51:76:25 🧛:82:19:26 🦈:83:44:20 🛳:51:46:38
1087 surreal night street 61 story,people,city,night : 🏙:15:53:20:m 🧙:59:30:44:m 🚚:19:88:26:m
1088 surreal night dunes 62 sea,wild,desert,night : 🌕:74:8:17 ⛰:41:56:14 🐠:42:29:49:m 🍓:81:76:18:m 🥞:65:82:16:m
1089 surreal day field 61 sea,wild,farm,day : 🐦:89:8:15 🛖:67:56:13:m 🐡:51:29:55 🥚:76:83:20 🪣:30:87:28
1090 interior slate floor 65 story,people,indoors,slate : 🥁:20:30:16 🧦:84:18:14 🦹:53:61:47 🌮:86:81:18:m 🔑:68:86:18
1091 crowd night crater 41 space,night : 🍵:82:25:25 🍟:49:13:24:m 🍝:15:24:22:m 🌮:27:83:23:m ☄:42:43:37 🍔:73:82:20 🍫:73:54:26
1092 interior slate floor 68 story,people,indoors,slate : 🎸:26:26:13 🔬:74:28:14 🦄:51:61:46 🧀:11:80:15:m
1093 landscape dawn grass 64 nature,home,meadow,dawn : ☁:85:23:15 🏡:73:58:16 🌳:70:47:13 🏠:89:56:16:m 🛖:41:61:40 🐌:75:82:25:m 🐑:20:83:27 🐐:89:69:15
1094 landscape night crater 52 space,science,night : 🌕:64:22:12 🪐:18:45:18 🛰:67:38:20:m 👽:51:62:46 🙃:35:87:20 🥶:16:78:23
1095 close-up snow - 0 desert,old,snow : 🧭:52:55:63:m 🎂:20:85:16 🍷:80:18:18
1096 landscape night grass 59 fun,fair,night : 🌙:36:24:15 🧸:86:52:18:m 🤡:14:37:19 🎠:46:57:46:m 🪅:78:92:15 🎭:28:82:20:m 🍿:12:91:17
1097 surreal fog street 62 space,night,city,fog : ☁:84:11:19 🏰:80:57:13 🏙:59:56:16 🪐:48:28:49:m ☕:85:88:17 💼:70:77:22
1098 interior cream floor 62 home,things,indoors,cream : 📖:20:37:18 ⏰:78:21:18 🪟:42:67:40:m 🥦:82:88:23 🍞:14:84:18:m 🍅:86:72:19:m
1099 landscape noon sand 56 summer,beach,noon : 🦅:50:16:14 🏝:17:42:19 🌴:35:43:12 🐢:33:64:42 🍉:84:91:20:m 🐚:19:87:23
1100 crowd noon field 36 farm,food : 🐕:80:15:27:m 🚜:18:50:24:m 🥛:72:39:25 🥐:19:17:21 🥞:52:15:24 🌾:50:58:37:m 🥨:75:77:20:m
1101 surreal night street 61 story,people,city,night : 🌕:17:12:18 🏫:75:54:18 🏟:52:53:20 🏃:51:25:43:m 🗑:84:80:23:m ☕:17:77:25
1102 crowd noon water 31 sea,wild : 🦑:77:34:26 🗼:51:27:27 🐋:18:20:24:m 🐟:82:17:25:m 🦈:85:87:20 🏝:18:52:22:m 🛶:27:86:27 🐬:55:80:22:m 🐳:58:57:42
1103 crowd noon water 38 sea,wild : ✉:20:47:26 🪑:56:21:22:m 🐳:26:14:20 🦑:53:82:22 🧵:29:32:18:m 🚤:85:55:20 🖼:81:80:23:m 👒:19:72:26 🦭:53:53:37:m
1104 crowd dusk grass 39 fun,party,fair : 🍔:79:78:20 🌭:49:24:20:m 🌮:20:45:19 🍕:24:75:19:m 🤡:75:22:19 🧸:51:52:36 🍎:18:22:25:m 🎂:53:84:21 🍐:81:39:27
1105 landscape night crater 63 space,science,night : 🌕:35:15:13 ☄:85:53:19 🛰:84:65:11:m 🧑:51:66:44 👽:17:51:23 🤖:20:86:27:m 🛸:82:85:25:m
1106 landscape storm grass 59 nature,animals,meadow,storm : 🌧:36:17:20 ⛰:24:53:14 🏠:83:38:18:m 🛖:21:62:13 🐖:59:61:47:m 🍑:17:76:24:m 🐑:85:85:20
1107 landscape dusk grass 57 nature,animals,meadow,dusk : 🦇:76:15:12 🌳:75:50:17:m 🐑:35:55:38 🐎:84:78:22:m 🐛:19:79:28:m
1108 surreal dusk street 50 sea,wild,city,dusk : ☁:17:23:14 🗼:86:44:15 🏛:18:46:10 🐟:51:34:45:m ☕:18:88:26:m 🏍:13:72:14 🛴:87:79:17:m
1109 landscape fog jungle 53 wild,jungle,fog : ☁:49:18:10 🌺:10:57:14 🎋:89:27:16:m 🌿:19:45:20 🐸:58:49:49 🦧:28:75:14 🦥:12:78:16:m
1110 surreal dusk street 56 home,things,city,dusk : 🦇:22:18:18 🏗:67:57:18 ✂:61:33:47 📰:86:77:16:m
1111 surreal noon snow 59 space,night,snow,noon : 🌲:47:53:15:m 🏠:10:54:13:m 🗻:31:54:12:m 🌍:37:30:43:m 🐺:89:92:14 🐧:15:78:16:m
1112 landscape dusk field 62 farm,home,dusk : 🌙:33:23:15 🛖:30:56:15:m 🏚:63:68:44 🚜:17:88:24:m
1113 surreal dusk water 57 wild,savanna,sea,dusk : 🌙:88:11:14 ⛱:68:56:17 🗼:11:51:16 🐅:48:29:55 🧑:26:91:16 🐙:80:76:28
1114 landscape dusk grass 64 fun,fair,dusk : 🌙:64:24:12 🤹:35:58:16 🎠:57:49:13:m 🎢:69:71:42:m 🗺:40:90:22 🧸:16:76:21:m
1115 landscape fog moss 52 forest,wild,fog : 🌫:35:22:17 🌲:12:51:13 🪨:26:46:16:m 🪓:12:40:15:m 🦝:61:54:45 🍁:81:79:28:m
1116 surreal dawn street 55 fun,party,city,dawn : 🐦:16:22:17 🏗:20:48:17 🗼:35:51:11 🏬:81:51:16 🎈:56:25:54:m 🛴:16:84:23:m ☕:36:92:17:m
1117 landscape fog street 60 city,buildings,fog : 🌫:44:23:16 🏙:37:39:18 🏟:54:41:13 🗽:43:65:50:m 🛍:81:69:16:m 🎒:81:85:28 🚏:81:47:27:m
1118 landscape dusk grass 52 fun,fair,dusk : 🦇:55:18:14 🎢:78:46:15 🤹:42:48:47 🎪:85:87:20 🎟:86:72:18:m
1119 close-up forest - 0 wild,jungle,forest : 🦧:54:59:67:m 🍊:14:89:18 🥨:80:18:20:m
1120 surreal dawn field 60 food,meal,farm,dawn : 🌞:74:13:13 🏚:36:55:12 🛖:19:55:13 🎂:40:25:47 🔬:79:84:16 ⌛:13:88:15
1121 landscape noon sand 58 summer,beach,noon : ☀:54:11:13 ⛱:88:42:15 🏝:25:54:11 🦞:61:61:41:m 🛁:15:77:22:m 🪣:89:88:15
1122 surreal dusk water 54 story,people,sea,dusk : ☁:80:10:20 🏝:14:49:18:m 🗼:86:52:11 🌋:72:48:16:m 🧝:42:25:50 ⚓:29:82:18:m 🐬:73:74:23
1123 surreal noon water 54 fun,party,sea,noon : 🏝:81:48:16 🌋:66:49:12 🍿:52:28:42 🍊:79:75:29 🚣:13:91:19:m ⛵:70:91:16:m
1124 close-up dusk - 0 food,meal,dusk : 🥛:45:56:65:m 🌮:14:87:19 🍞:80:87:22
1125 landscape dusk sand 51 summer,beach,dusk : ☁:57:24:16 ⛱:65:44:12:m 🌴:51:38:12 🦀:36:58:41:m 🛁:19:86:27 📚:81:86:27 🧦:55:84:21:m
1126 landscape dusk field 63 farm,animals,dusk : 🦇:83:11:18 🛖:30:58:12 🏚:16:57:14:m 🦃:64:69:44 🦆:28:80:23:m
1127 close-up sky - 0 wild,savanna,sky : 🦓:51:40:70:m 🦛:80:85:15 🐟:20:74:20
1128 interior teal floor 59 story,people,indoors,teal : 🪄:15:29:16 ⌛:83:34:15 🚴:65:59:46:m 🧸:10:90:14
1129 landscape storm grass 60 nature,animals,meadow,storm : 🌧:15:10:18 🌳:89:34:14 🏠:19:53:17 🐇:56:54:49 🍀:88:76:17 🌱:21:79:21 🐖:40:82:15
1130 close-up earth - 0 wild,jungle,earth : 🍍:45:47:66:m 🌺:20:85:15 🌼:80:85:19
1131 interior rose floor 59 story,people,indoors,rose : 🪆:23:34:17 🧛:61:50:45 🪅:88:85:16
1132 close-up snow - 0 forest,autumn,snow : 🍂:47:49:68 🌭:18:16:21 🦝:20:85:16
1133 close-up fire - 0 nature,flowers,fire : 🌼:48:52:70 🌸:82:85:19 🐐:80:18:14
1134 interior slate floor 65 home,things,indoors,slate : 📚:32:34:14 ✉:70:33:17 🪑:58:58:41 🍟:74:90:21
1135 close-up sand - 0 winter,cold,sand : 🦌:47:44:68 🛷:80:12:18:m 🧶:20:85:17
1136 surreal fog field 57 food,meal,farm,fog : 🌲:65:56:12 🛖:77:51:14 🥨:39:31:52 💃:85:90:20 🧘:20:78:24:m
1137 landscape dawn field 54 farm,animals,dawn : ☁:42:17:13 🌲:17:50:11 🛖:31:48:14 🚜:62:71:41:m 🪣:20:77:27:m
1138 landscape dusk dunes 62 desert,history,dusk : 🦇:67:22:19 🏛:85:58:10:m ⛰:51:55:47 🪙:20:87:28 🗝:50:87:28 🐪:79:81:29
1139 crowd dawn water 37 sea,boats : 🚢:23:75:27 🦖:44:24:21 🤺:57:78:19 🏄:47:49:40:m 🏃:82:44:24 🐠:16:34:21:m 🕺:24:19:21
1140 interior rose floor 60 story,people,indoors,rose : 🧦:22:27:17 🤺:37:53:40 ♟:54:89:18 😍:78:87:25
1141 surreal day water 56 wild,savanna,sea,day : 🏝:81:57:18 ⛱:63:57:13 🦏:64:34:45 🌭:29:81:28
1142 interior cream floor 70 home,things,indoors,cream : 🎲:30:37:14 👑:73:37:14 🛁:43:69:44:m 🎺:72:90:15
1143 close-up sun - 0 farm,food,sun : 🪣:49:56:64 🪁:80:18:15 🥕:18:87:21
1144 landscape night grass 53 fun,fair,night : 🌠:30:15:14 🪅:91:30:12 🎈:33:47:14:m 🤡:66:50:44:m 🎉:21:77:29:m 🎟:46:83:15:m
1145 close-up mint - 0 food,meal,mint : 🧀:50:49:72 🌭:80:85:21 🍫:20:14:21:m
1146 landscape noon snow 54 winter,cold,snow,noon : ☁:49:13:16 🏔:57:33:17 🗻:26:46:20 🐺:61:56:43:m 😍:26:89:22:m 🥵:45:84:15 😌:73:80:24
1147 surreal dusk street 50 sea,birds,city,dusk : 🏙:66:47:12 🏰:86:45:13 🏬:29:50:10 🦅:37:27:46:m 🚏:81:81:26:m 🧟:56:88:24
1148 close-up sky - 0 home,things,sky : 🥁:50:46:73 🧸:20:85:21 ⛱:20:10:22:m
1149 close-up night - 0 wild,jungle,night : 🦜:49:56:67 🧶:20:89:20:m 🪄:80:18:20:m
1150 close-up lavender - 0 home,things,lavender : 👒:49:59:71 🪆:20:18:22:m 💡:80:25:17:m
1151 landscape dusk savanna 57 wild,savanna,dusk : ☁:28:25:18 🛖:86:52:13 🦁:46:55:39:m 🥵:15:67:21:m 🤩:20:84:27:m 😬:44:79:18:m
1152 interior slate floor 68 home,things,indoors,slate : ♟:82:30:14 📺:37:65:44:m 🦃:11:87:16 🍓:80:83:20:m
1153 landscape night crater 61 space,science,night : 🌙:84:17:17 🌍:17:57:11 🛸:85:54:17:m 🤖:50:58:44:m 🪡:83:84:24:m ⌛:18:89:24
1154 close-up sea - 0 home,things,sea : 🎸:49:59:72:m 🍕:14:25:20 🎲:80:18:18:m
1155 close-up mint - 0 city,street,mint : 🏍:51:53:72:m 🥶:80:18:18:m 💼:20:87:17:m
1156 landscape dawn street 53 city,buildings,dawn : 🌞:38:24:16 🏗:81:47:15:m 🏰:16:46:17:m 🏯:48:60:42:m 📺:88:91:17:m
1157 landscape dusk sand 53 summer,beach,dusk : ☁:21:24:16 ⛵:77:46:17 ⛱:62:42:13 🏝:10:49:10 🏖:38:60:39:m 🐚:88:71:15:m 🩴:86:83:19
1158 surreal dusk dunes 52 wild,savanna,desert,dusk : ☁:9:13:12 ⛰:91:47:13:m 🏜:40:48:11:m 🐊:44:25:49:m 🗝:85:78:20 🍋:18:79:26
1159 landscape dawn dunes 57 desert,travel,dawn : 🐦:35:21:13 ⛰:50:42:12 🏛:63:42:13 🐫:58:66:49:m 🙃:87:91:19 🐪:20:86:28:m
1160 crowd noon water 31 sea,island : 🏠:81:49:24 🚢:15:43:20 🌞:17:61:23 🌳:83:75:24 🦙:75:13:27 🌋:47:48:38:m ⛴:13:87:19:m 🐇:54:25:20:m
1161 crowd fog moss 38 forest,wild : 🎺:84:78:21 ☎:70:62:24:m 🪨:78:46:25:m 🪞:21:78:27 🦫:44:46:36:m 🎸:51:21:26:m 🧪:19:29:27:m 🎩:22:13:18
1162 close-up mint - 0 home,things,mint : 📷:54:55:67 🎩:14:85:19:m 🧶:80:18:19
1163 landscape night crater 53 space,science,night : 🌕:41:19:19 🌍:48:48:13 🚀:33:71:41:m 📚:66:81:21:m 👒:84:72:21:m
1164 crowd dawn savanna 36 wild,savanna : 🧪:58:26:22 🖼:19:87:27 🦓:83:17:23:m 🦬:54:51:36:m 🎲:18:52:26 👒:28:34:24 🦒:82:37:25
1165 surreal storm street 59 home,things,city,storm : 🏗:57:53:20 🛋:64:25:52:m 🛍:13:91:18
1166 crowd dawn grass 37 nature,home,meadow : 🛟:83:42:24:m 🐦:75:72:24 🏠:54:79:20 🐄:83:25:24 🦊:15:24:21 🏡:48:44:38 ☁:19:60:27 🛖:55:21:19:m
1167 landscape noon dunes 56 desert,travel,noon : ☀:76:18:18 🏛:69:48:14:m 🏜:52:47:17 🌵:42:70:42:m 🗺:15:90:20 ♟:81:64:27 🛋:77:83:28
1168 landscape fog jungle 53 wild,jungle,fog : 🌫:59:25:11 🎋:33:47:15:m 🦜:31:37:15 🐯:67:51:46 🍌:40:91:20 🪴:20:77:29
1169 landscape noon field 53 farm,animals,noon : 🦅:52:11:12 🏚:25:43:20 🌲:56:35:16 🐓:58:58:43 😴:81:86:26:m 🤔:20:83:19
1170 landscape dawn dunes 63 desert,travel,dawn : 🌞:57:19:11 🏛:78:58:12 🏜:65:58:13 🐪:32:57:45 💎:73:75:26 🗝:19:87:27:m
1171 landscape noon sand 65 summer,beach,noon : ☁:25:16:12 🏝:22:58:17 🪸:54:64:40 🦞:18:88:23 🏃:84:84:22
1172 surreal night snow 54 fun,party,snow,night : 🌙:86:16:19 🏔:10:50:11 🏠:45:59:17 🎉:47:33:53 🐺:79:87:23 🐻:23:85:22 ❄:44:81:17:m
1173 close-up candy - 0 home,things,candy : 🎺:46:45:60:m 🍐:82:18:17 🪡:80:85:14:m
1174 surreal night street 52 space,night,city : 🌠:75:20:19 🏢:31:52:14 🏛:58:52:16:m 🏭:72:48:11 🌚:40:30:44 🗑:51:86:28 📱:18:88:26:m 🚲:78:75:30
1175 surreal noon dunes 52 sea,birds,desert,noon : ⛰:54:56:11 🌞:48:32:51 🐍:70:91:18:m 🐫:24:77:26 😌:83:80:20:m
1176 surreal day snow 53 wild,savanna,snow,day : 🗻:82:53:19 🌲:64:53:15 🐘:64:26:53 🐧:82:88:25 ❄:58:89:20 🦌:27:77:17:m
1177 close-up sea - 0 summer,beach,sea : 🍦:50:58:76:m 🦞:88:23:17 ♟:12:23:17
1178 landscape storm water 56 sea,wild,storm : ⛈:60:21:13 🗼:65:42:15 🏝:86:44:15 🦦:61:67:48 🛟:34:90:18:m
1179 crowd day water 40 sea,wild : 🏝:52:78:24:m ⛱:80:17:21 ⚓:82:60:25 🌞:41:62:19 🏄:25:50:23:m 🛟:24:26:21:m 🐋:57:41:38:m ⛵:78:79:24:m
1180 interior slate floor 63 story,people,indoors,slate : 👑:31:27:13 ♟:67:34:17 🦖:59:63:41:m 🪣:86:90:18:m 🫖:32:82:17 🍣:14:79:18:m
1181 close-up sky - 0 food,meal,sky : 🍫:46:52:61:m 🦙:80:18:17 🍷:20:85:15:m
1182 landscape night crater 53 space,science,night : 🌠:34:11:20 ⭐:50:47:10 🌝:35:47:15:m ☄:14:46:17 🛰:68:69:45 💡:33:81:20
1183 surreal storm grass 64 home,things,meadow,storm : 🏡:61:57:17:m 🏠:86:57:18 🧪:45:33:46:m 🌷:87:92:15:m 🐐:20:78:28 🦋:48:76:24
1184 surreal noon snow 58 space,night,snow,noon : 🏔:49:60:20:m 🏠:9:53:12 🌙:46:31:55 🧤:12:91:16 🧣:17:75:25 🐧:83:80:24
1185 landscape dawn street 63 city,street,dawn : 🐦:73:12:18 🏥:78:59:11 🏫:77:51:11:m 🚋:42:56:49:m 😴:64:82:17 😱:19:82:27:m 🚒:84:89:23:m
1186 close-up snow - 0 home,things,snow : 📚:45:49:65:m 🍲:16:18:18 🍩:20:85:17:m
1187 landscape storm water 52 sea,wild,storm : 🌧:65:21:16 🗼:83:34:20:m 🌋:19:47:13 🐙:54:55:46 🚤:25:81:25 📚:46:87:14
1188 landscape fog street 61 city,street,fog : 🌫:21:18:19 🏛:33:43:14:m 🗼:70:54:17:m 🚒:35:67:46 🛍:69:86:27 🚕:12:92:15:m 🚚:45:91:19:m
1189 close-up dusk - 0 summer,beach,dusk : 🕶:50:51:74 🌴:80:87:17 🍦:14:16:20
1190 crowd dawn water 31 sea,boats : 🚢:59:40:20 🛶:82:50:23 🏄:22:79:19 ☁:74:77:27 ⚓:49:60:36:m 🌋:53:88:18 🐡:81:21:26 🦑:18:43:26 🦦:21:19:18:m
1191 interior teal floor 60 story,people,indoors,teal : 🕯:69:18:12 🦸:57:54:42 🌾:80:86:22 🪞:61:77:21:m 🌭:87:71:19
1192 interior slate floor 62 story,people,indoors,slate : ✉:29:38:15 🧩:79:19:17 💃:63:55:40 🥐:18:79:25 🧦:29:64:23:m 🥁:43:82:25:m
1193 surreal dawn dunes 57 home,things,desert,dawn : 🐦:23:12:15 ⛰:31:52:12 🏛:60:51:14 📦:61:24:51 🧭:80:86:28 🐍:19:86:28
1194 surreal dawn dunes 52 sea,boats,desert,dawn : 🌞:24:16:15 🏛:61:55:17:m ⛰:88:54:16 ⛴:62:29:51:m 🧭:83:84:25 🐪:19:89:22 📜:41:91:18
1195 crowd noon savanna 39 wild,savanna : 💻:79:19:19 🛋:28:18:18 🔭:49:85:20 🦓:54:49:37:m 🛁:82:34:24 🥁:55:15:20 🪞:22:47:19 🎸:77:88:24
1196 surreal fog snow 55 wild,savanna,snow,fog : ☁:80:22:17 🗻:85:47:20 🏔:66:54:18 🦒:42:28:50:m 🧊:79:85:30 🥛:12:92:17
1197 crowd night - 0 home,things,room : 📚:23:47:26 🕰:75:24:21:m 🪆:27:27:26 🛋:27:64:18 🔮:60:55:38:m 🧸:41:75:21 📻:84:83:23:m
1198 landscape night grass 66 fun,fair,night : 🌕:71:22:11 🎡:85:39:18 🎪:10:49:13:m 🎠:60:63:48 🪅:23:56:16:m 🧸:13:67:19 🍿:26:85:30
1199 landscape noon savanna 55 wild,savanna,noon : ☀:76:20:16 🛖:87:48:18 🌳:24:50:12 🦁:53:49:39:m 🦏:81:87:28 🍇:13:86:19
1200 interior cream floor 65 story,people,indoors,cream : 👒:33:35:15 🎩:74:19:16 🏇:60:58:41 🛏:80:80:15
1201 surreal dusk street 66 home,things,city,dusk : 🏢:26:61:13 🏫:11:60:14:m 🧦:58:29:48:m 🚗:22:83:25
1202 surreal day sand 51 story,people,beach,day : ☁:87:49:19 ⛵:26:53:15 🏝:88:37:15:m 🥷:50:28:52:m 🥛:18:79:26:m 🍑:83:83:25 🍟:40:90:22:m
1203 close-up earth - 0 home,things,earth : 📻:51:60:71:m 📦:60:25:20 🐙:80:18:21:m
1204 close-up night - 0 food,meal,night : 🥦:44:43:64 🎺:84:14:21 🔭:20:12:15
1205 crowd day street 31 city,things : 🏝:83:58:19 🚗:15:37:20:m 🏛:76:80:23 🚕:21:75:18 📱:42:53:37 🏄:72:43:19:m 📰:20:17:24:m 🦅:73:24:19
1206 landscape fog jungle 61 wild,jungle,fog : ☁:47:23:20 🪴:14:41:20 🐒:87:54:17 🦚:38:63:44 🍳:86:90:18 🍪:87:78:17:m
1207 close-up grass - 0 city,things,grass : ☕:53:42:67:m 📱:20:10:21 🗺:80:85:15:m
1208 surreal day street 53 fun,party,city,day : ☁:87:12:18 🗽:90:47:14 🏗:70:51:10 🪅:45:26:55:m 🚑:75:83:14 🚚:17:78:25:m
1209 landscape fog moss 64 forest,calm,fog : ☁:48:19:15 🪓:83:59:13 🏕:65:57:18 🪨:32:63:42 🧝:53:86:30
1210 close-up lavender - 0 forest,autumn,lavender : 🐜:51:56:71 🐺:80:18:17 🐠:20:18:17
1211 landscape dusk savanna 53 wild,savanna,dusk : 🦇:78:21:17 🛖:54:45:19 🌳:73:43:19:m 🦏:39:70:41 🦒:14:91:20 🦬:83:87:25
1212 crowd night crater 36 space,night : 🍝:83:64:24 🍷:23:45:20:m 🍪:27:72:20:m 🌟:56:45:39:m 🍕:82:22:23 🌍:24:24:25:m 🍔:49:23:21:m
1213 crowd day moss 34 forest,wild : 🏕:81:46:23:m 🎻:17:75:22 ⌛:83:75:19:m 💻:28:15:26:m 🐿:49:53:36:m 🔑:19:41:27 🎩:54:22:18 🚪:84:24:19 🌲:18:58:21:m
1214 close-up snow - 0 food,meal,snow : 🍯:51:49:71:m 🤫:80:85:20:m 🍣:20:85:15
1215 surreal noon dunes 65 space,night,desert,noon : 🦅:72:13:18 ⛰:49:60:13:m 🏛:36:60:12 ☄:39:30:45:m 🍳:76:78:24 🍅:52:75:23
1216 interior cream floor 65 story,people,indoors,cream : 💻:77:20:14 🧌:38:67:50:m 🥑:75:87:26
1217 landscape night water 66 sea,wild,night : 🌠:80:14:17 ⛱:22:62:11 🐬:67:66:42 🦭:86:88:19 ⛵:66:89:18
1218 interior rose floor 69 home,things,indoors,rose : 💻:35:28:14 👑:85:37:15 🕰:51:63:45 🍎:85:78:15
1219 crowd night grass 35 fun,party,fair : 🌷:72:16:27 🎉:73:73:19 🍄:16:46:23 🐐:26:60:18 🎢:54:82:18 🛖:45:13:23 🎁:52:44:37
1220 landscape aurora crater 62 space,science,aurora : 🪐:64:19:14 🛰:66:55:17 🌍:83:53:17 🛸:36:71:40 🎹:68:86:27 🪑:86:73:15
1221 surreal dawn dunes 59 sea,boats,desert,dawn : 🐦:26:5:11 ⛰:21:56:13 🏜:37:57:15:m 🏄:38:30:54 🪙:67:80:19 🦴:86:85:20 🐍:20:87:28
1222 close-up sea - 0 story,people,sea : 🧜:44:48:65 🐉:20:18:14:m 🐟:20:85:16
1223 crowd day moss 38 forest,autumn : 🐟:82:78:26 🪨:24:86:25 🏄:27:47:25 🪺:14:24:20 🐡:47:13:25 🌰:59:57:38:m 🦑:45:34:23:m
1224 crowd day field 37 farm,food : ♟:22:21:21 🎹:69:22:24 🔭:45:21:23 🐓:19:49:22 📷:43:83:27:m 🥔:52:43:38 📺:82:56:19
1225 crowd day - 0 food,meal,kitchen : 🪄:17:86:22:m 🥦:42:81:25 ⏰:28:40:19 💡:82:33:26 🥑:56:21:25:m 🍷:59:55:41:m 🛏:19:57:26:m
1226 surreal dusk water 51 wild,savanna,sea,dusk : 🌙:14:10:20 🗼:74:45:19 🦛:42:30:43 🦭:85:87:16 🦦:69:85:16
1227 surreal day grass 53 sea,wild,meadow,day : 🐦:86:16:15 🏠:21:48:17 🌳:35:53:11 🏡:60:53:14:m 🐡:53:31:45 🌸:19:84:28 🐌:81:86:28:m
1228 landscape fog jungle 51 wild,jungle,fog : ☁:56:11:19 🦜:50:42:18 🍌:85:47:11:m 🎋:74:45:10 🦥:49:66:43:m 🦚:19:86:28
1229 landscape day sand 63 summer,beach,day : 🐦:65:23:12 🏝:66:57:16:m 🥥:35:62:39:m ♟:17:85:25 👒:44:87:25
1230 crowd dusk street 41 city,things : 🏥:57:82:21 🗽:83:27:23 ✂:18:74:24 🔬:52:22:19 🏙:42:68:24:m 🧦:26:23:21:m 🪀:78:86:19 🚁:75:44:19 💼:43:45:40:m
1231 interior rose floor 61 story,people,indoors,rose : 👑:34:27:17 🪀:70:33:15 🚶:58:56:39 🌶:85:80:22:m 🧚:64:86:18:m
1232 surreal day sand 57 fun,party,beach,day : 🎈:83:21:18 ⛱:33:52:17 🏝:90:51:14 🎟:44:26:51 🥥:86:79:19
1233 crowd dusk grass 40 fun,fair : 🍕:74:83:22 🍇:15:88:21 🥨:76:25:26:m 🫖:49:79:21 🎭:47:45:38 🍓:63:66:23 🤡:50:22:18 🍞:81:52:27:m
1234 close-up earth - 0 home,things,earth : 📖:48:45:70 ⌛:80:85:18:m 💡:20:12:17
1235 interior rose floor 64 story,people,indoors,rose : 🥁:15:19:13 🧦:77:23:17 🧟:53:61:42 💻:83:89:23 👒:86:74:19
1236 landscape dawn dunes 55 desert,history,dawn : ☁:35:21:20 ⛰:77:48:18 🏛:80:36:18 🏜:41:46:47:m 🐫:86:70:20 🦴:80:87:27:m 💎:53:88:24
1237 close-up snow - 0 winter,cold,snow : ⛄:50:45:75 ✉:20:85:17 🐈:80:85:19
1238 close-up sky - 0 food,meal,sky : 🍋:51:52:71:m 🪑:80:18:18:m 🛏:20:18:19:m
1239 landscape fog jungle 59 wild,jungle,fog : 🌫:67:13:14 🪴:89:54:12 🐒:51:63:46:m 🤫:15:75:21:m
1240 surreal storm street 65 sea,island,city,storm : 🌧:89:17:13 🏭:74:59:14 🏛:57:58:18:m ⛱:54:31:48 🏍:84:81:23:m 📱:20:82:26
1241 close-up sea - 0 forest,autumn,sea : 🍁:49:48:71 🦔:80:14:19 ⛺:20:85:18:m
1242 landscape noon dunes 56 desert,travel,noon : ☀:69:25:10 ⛰:89:50:14 🏜:15:50:16:m 🦂:53:53:50 🍞:84:88:23 🥝:87:73:15:m 🍵:62:80:22
1243 crowd day moss 38 forest,autumn : 🪨:53:83:22:m 🐳:14:76:20:m 🕸:87:65:19 🗼:17:53:25:m 🌞:77:83:21 🦫:44:27:19 🛳:31:68:18 🪺:58:52:38
1244 landscape night dunes 56 desert,travel,night : ⭐:81:15:16 🏜:85:50:15 🐫:50:51:40:m 🐍:14:90:20:m 😲:66:92:17 🌵:79:78:26
1245 crowd day moss 41 forest,autumn : 🪓:83:46:24:m 🪵:75:79:23 🥷:72:20:27 🧝:20:24:23 🕸:47:55:40 🦸:52:80:20 🧚:15:43:22:m
1246 surreal fog street 51 home,things,city,fog : 🌫:73:18:10 🏛:70:46:12 🏢:31:52:13 🏥:12:49:15 🎩:40:30:43:m 🚗:75:85:30:m 🚑:16:82:17
1247 close-up mint - 0 home,things,mint : 💍:51:52:72 🔬:80:18:17 🕯:16:18:20:m
1248 surreal noon field 66 food,meal,farm,noon : 🦅:82:24:19 🏚:13:58:19 🍵:41:31:48 🌾:13:88:18
1249 landscape day snow 60 winter,cold,snow,day : ☁:41:20:19 🏔:11:55:12 🐧:45:60:45 🥝:85:75:16 🍵:17:88:25
1250 surreal night water 61 space,night,sea : 🌠:29:13:16 🌋:14:53:19:m 🌝:63:32:49:m 🚢:18:83:26:m
1251 crowd day moss 34 forest,autumn : 🌲:21:49:21 🧟:21:85:21 🪺:83:36:23 🪵:56:53:37 🧝:26:64:20 🪨:16:23:22:m 🦉:83:76:22
1252 interior cream floor 67 home,things,indoors,cream : 🪡:16:24:17 📦:83:29:16 🚪:55:66:41 🍣:82:85:22 ⌛:12:84:16 👒:24:92:15
1253 interior slate floor 64 story,people,indoors,slate : 💻:26:33:18 ⌛:79:30:15 🐉:39:59:50 🍵:17:85:24:m 🕯:63:86:19 🥐:41:86:22:m
1254 landscape dawn savanna 66 wild,savanna,dawn : 🌞:44:18:12 🛖:89:60:16 🌳:26:60:15 🐆:57:64:39 🦒:81:90:14:m 🐘:14:82:20
1255 close-up night - 0 forest,autumn,night : 🕷:43:44:63 🍣:20:85:16 🌲:20:12:19
1256 surreal noon sand 57 sea,wild,beach,noon : ☀:65:7:15 ⛱:76:53:14 🦭:38:33:55:m 🐢:17:82:24:m 🏖:81:83:27
1257 close-up dusk - 0 home,things,dusk : ☎:49:41:70:m 🗺:20:8:14 🧵:20:85:21:m
1258 landscape day field 64 farm,home,day : 🎈:55:24:14 🛖:78:59:12 🏚:10:60:10 🌲:44:56:47:m 🥔:16:83:21:m 🧺:37:80:17
1259 landscape dusk street 61 city,buildings,dusk : ☁:87:13:13 🏢:85:56:13 🏛:71:56:12 🏯:59:57:10 🏟:30:63:41 📱:16:87:22 ☎:39:86:22
1260 surreal dusk grass 60 food,meal,meadow,dusk : 🌳:17:56:11:m 🛖:31:56:11 🍇:46:24:53:m 🦋:83:89:24 🐇:72:76:15 🦊:14:87:19
1261 crowd aurora crater 35 space,night : 🧜:56:14:27:m 🧑:50:83:20:m 🌟:82:19:21:m 👽:28:14:22 🪐:47:44:39 ☄:18:60:24:m 🦖:86:67:20 🏃:82:51:26:m
1262 crowd aurora crater 42 space,night : 🌮:17:37:23:m 🍓:50:22:24:m 🤖:81:43:22 🍳:50:81:26 🥞:17:87:19:m 🍰:21:17:18 ⭐:48:47:37:m 🌙:17:58:24 🍑:79:80:27
1263 crowd day jungle 38 wild,jungle : 🐡:85:65:22 🌞:23:63:24 🦜:17:79:24 🛶:49:23:26:m 🐙:46:87:25:m 🌺:55:47:41 🦅:22:25:23:m 🐋:74:78:21 🦈:19:44:27
1264 close-up sea - 0 winter,cold,sea : 🧣:44:49:61 🐞:20:85:20 🦌:20:18:17
1265 surreal dusk dunes 58 food,meal,desert,dusk : ☁:18:9:12 🏜:59:52:16 ⛰:89:52:14 🏛:73:54:10:m 🧁:51:28:48:m 🐪:75:79:17:m 🧭:77:91:18
1266 interior rose floor 60 story,people,indoors,rose : 📷:22:19:17 🥁:66:20:13 🧟:37:64:47:m 🦕:86:82:18
1267 surreal night street 52 home,things,city,night : 🗽:87:54:19 ✉:50:32:53 🥵:86:82:16
1268 crowd dawn field 31 farm,food : 🦃:19:16:27 🏚:16:79:22 🎹:16:58:19 👒:47:86:19:m 🐈:86:79:19 🧩:16:42:22 🌽:46:52:36:m 🧵:48:24:25:m 🛏:81:25:20
1269 close-up fire - 0 home,things,fire : 🪄:48:41:62 🐞:20:85:17 🐐:80:85:17
1270 landscape night moss 64 forest,wild,night : ⭐:67:16:16 🪨:25:60:11 🦉:66:66:50:m 🐿:24:74:27:m
1271 landscape dawn dunes 63 desert,travel,dawn : ☁:43:12:20 🏛:13:48:18 🏜:31:44:18 🤠:43:68:45 🦄:52:91:16:m 🥷:76:87:26 🦕:81:70:24
1272 landscape fog moss 62 forest,calm,fog : ☁:43:18:11 🪓:30:57:13 🌲:91:57:13 ⛺:61:64:39 ✉:18:86:17 🐿:89:81:15:m
1273 landscape storm jungle 56 wild,jungle,storm : ⛈:26:15:13 🌿:72:50:15 🦧:36:55:49:m 😬:17:84:23
1274 surreal fog street 64 space,night,city,fog : ☁:79:24:20 🏭:31:60:14 🏬:11:60:16:m 🏢:50:60:20:m 🌍:38:33:53:m 🤔:35:86:17:m 🚓:15:88:21
1275 crowd dusk grass 35 fun,party,fair : 🦸:21:16:19 🐘:81:43:26 🍿:78:85:23 🎁:45:42:41 🎈:52:16:19 🧚:85:60:20:m 🚶:83:23:24:m 🎭:17:61:24:m
1276 landscape day grass 50 fun,fair,day : 🪁:55:17:18 🎢:14:34:19 🎠:14:46:14 🤹:47:50:45 🎭:50:77:28 🎁:21:84:29
1277 crowd day field 40 farm,food : 🍲:78:22:23 🦆:79:76:21 🍫:55:27:23 🥕:56:50:39 🍪:18:44:23 🌾:22:76:19 🧁:34:20:21:m 🎃:23:59:20
1278 crowd day grass 41 fun,party,fair : 🤹:75:78:21 🍞:82:62:25:m 🧀:18:74:20 🍳:80:15:21 🍟:52:87:22 🍪:23:27:27 🎟:60:42:38 🍎:15:48:21
1279 close-up sun - 0 desert,old,sun : 🪙:46:52:62 📜:80:18:18 🍲:80:85:17:m
1280 surreal dawn street 64 fun,fair,city,dawn : 🌞:73:23:15 🏫:61:58:16:m 🎡:40:26:44:m ☕:83:65:25:m 🚌:52:85:17 🛍:79:85:30
1281 interior slate floor 68 home,things,indoors,slate : 👑:31:23:13 🎩:83:28:13 🛏:54:60:42 🕯:87:76:17:m 🧁:78:88:18:m
1282 landscape night street 63 city,street,night : 🌙:78:15:18 🏢:86:52:18 🏛:30:58:12 🚕:59:68:38 🚌:57:88:17 💼:75:88:18:m 📱:27:78:16
1283 crowd night street 30 city,street : 🍅:14:17:20:m 🏢:52:24:21 🍩:77:87:20:m 🏯:82:67:23 🍝:27:50:25:m 🚌:60:48:37 🍳:58:76:22 🌮:14:81:19 🎒:80:25:27
1284 landscape dawn grass 55 nature,animals,meadow,dawn : ☁:42:20:17 ⛰:87:47:19:m 🏡:87:33:19 🦊:49:46:49 🐞:71:84:17 👑:87:91:19
1285 landscape day grass 59 nature,animals,meadow,day : 🌞:44:19:13 🏠:23:53:15 🦔:67:65:47 👒:89:90:15:m 🪑:38:88:26 🌸:18:75:24
1286 interior cream floor 65 story,people,indoors,cream : ✉:26:19:12 🎻:72:25:17 🏇:43:61:45:m 🍇:84:86:17 🍫:14:81:18 🍰:31:87:18
1287 close-up candy - 0 winter,cold,candy : 🛷:52:43:69 🎈:80:10:15:m 🌼:20:85:20:m
1288 crowd dawn savanna 37 wild,savanna : 🐝:17:26:24 🦋:74:80:19 🍀:27:80:25 🛖:41:47:39 🐑:55:21:24 🐛:83:58:19:m 🍄:76:43:25:m 🐅:54:85:20
1289 interior teal floor 58 story,people,indoors,teal : 🔬:19:22:13 🧦:72:27:12 🧌:39:59:40 🔑:73:89:15 ⌛:13:82:18:m
1290 close-up sand - 0 desert,old,sand : 📜:50:51:74:m 🦂:14:85:16 🍜:14:16:20
1291 landscape noon field 53 farm,animals,noon : ☀:40:14:18 🏚:62:36:17:m 🚜:63:61:50:m 🍋:13:77:14 🥞:88:86:16 🌶:71:86:16:m
1292 close-up dusk - 0 nature,flowers,dusk : 🌻:48:56:68:m 🐦:80:18:20:m 🌼:20:18:20:m
1293 surreal storm water 51 wild,savanna,sea,storm : ⛈:65:10:18 ⛱:72:44:18 🌳:35:28:42 🛶:84:84:23 🦭:28:78:20:m
1294 interior slate floor 59 home,things,indoors,slate : 🧪:30:24:18 ⌛:83:25:14 🪑:50:69:48 🌶:18:90:20:m 🍲:85:87:21
1295 surreal day sand 60 home,things,beach,day : ☁:14:16:20 🌴:22:54:16 ⛱:65:55:12:m 🏝:82:52:19:m 🔬:53:29:42 💃:16:89:23 👻:76:87:28
1296 surreal day grass 59 sea,wild,meadow,day : 🏡:12:55:10 🛖:39:53:15 🏠:24:54:12 🐠:58:26:49 🍔:17:78:25 🍑:86:89:16
1297 interior rose floor 64 story,people,indoors,rose : 🦄:37:68:47:m 🍜:74:84:26 🪟:27:92:16:m 🥐:78:67:24
1298 landscape day water 54 sea,wild,day : 🎈:45:15:13 🗼:30:53:12:m ⛱:14:46:20:m 🐟:64:49:47 🙃:82:78:23 🤔:88:92:15:m
1299 crowd storm street 36 city,air : 🍋:20:50:22:m 🚕:26:16:27 🍝:53:82:21:m 🍐:16:35:21 🏟:19:84:21 🍇:83:27:23 🏯:51:13:21:m ✈:52:52:37:m 🏍:85:73:18
1300 landscape dusk savanna 60 wild,savanna,dusk : 🌙:52:24:13 🌳:90:55:13 🐅:54:56:45 🦄:18:85:22:m 🧛:77:84:28
1301 close-up forest - 0 city,things,forest : ☂:49:55:70 🛵:12:87:16 🪁:80:18:19
1302 landscape dawn water 58 sea,wild,dawn : 🌞:51:24:14 🗼:76:51:17 🌋:87:60:14 🦈:39:49:49 🌮:13:85:17
1303 landscape night moss 63 forest,calm,night : 🌕:34:17:18 🏕:53:51:11 🌲:21:53:19:m 🪓:51:71:42 🧚:21:91:16 👻:84:84:22
1304 surreal dawn grass 61 sea,wild,meadow,dawn : 🌳:91:56:13 🐳:64:27:50:m 🧜:19:87:28:m
1305 crowd night crater 37 space,night : 👽:17:26:25 🏡:21:57:26 🌍:48:83:26:m 🪁:51:24:21 ⭐:76:21:25:m ⛰:82:75:24 🌚:57:55:38
1306 crowd fog street 37 city,air : 🛵:16:40:22 🚓:78:25:19 🧘:57:76:23 🧚:57:18:23 🚒:18:12:26:m 🏗:87:45:19:m 🚁:46:54:39 🎒:14:55:19:m 🥷:19:73:27
1307 surreal dusk snow 65 fun,party,snow,dusk : 🌲:57:58:12:m 🏠:20:59:14 🍿:50:24:47 👒:13:88:17 🕰:63:69:19 🔮:73:85:28:m
1308 interior slate floor 61 story,people,indoors,slate : 🎸:20:26:17 👑:72:36:15 🧜:47:63:43 📖:83:83:24:m 🍞:14:85:18:m
1309 interior slate floor 68 home,things,indoors,slate : 💍:29:18:12 🔮:84:30:12 🧸:42:66:42:m 🍇:68:87:26
1310 surreal fog street 57 sea,boats,city,fog : ☁:25:21:16 🏯:66:54:13:m 🛶:63:30:49 🚏:82:88:26:m
1311 surreal day snow 52 sea,wild,snow,day : 🌲:39:58:16 🦦:39:33:50 🛷:20:78:17:m 🐧:79:85:27
1312 interior rose floor 64 home,things,indoors,rose : 🧦:34:23:12 💻:75:30:13 🪟:57:65:39 🔮:77:87:24:m
1313 landscape dusk grass 57 fun,fair,dusk : ☁:25:15:17 🎟:36:53:10 🎢:68:61:44 🎡:24:77:29
1314 surreal dusk dunes 63 space,night,desert,dusk : ⛰:34:59:10 🏛:65:57:16 🌙:60:29:55:m 🏺:84:65:22 🤠:80:83:28 🐍:25:77:18:m
1315 crowd night - 0 food,meal,kitchen : 🌭:18:47:26:m 🥨:56:12:21 🌶:82:30:26 🍎:48:25:20:m 🍅:49:73:20:m 🧁:76:83:21 🍔:20:81:23 🥑:55:48:39 🍝:27:65:24
1316 interior slate floor 68 story,people,indoors,slate : 🪡:22:32:14 🧞:39:66:49 🖼:11:89:14:m
1317 crowd day grass 34 nature,weather,meadow : 🐑:49:79:23 💻:83:78:20 🎹:45:20:18 🪄:17:87:22 🕊:84:35:21 🪟:21:49:25 🪁:57:55:42 🥁:16:24:22:m 🏡:34:34:18
1318 landscape noon sand 56 summer,beach,noon : ☀:80:24:17 🏝:87:36:19:m 🌴:55:59:49 🩴:81:87:28 🍉:55:90:21 🦞:36:83:15:m
1319 close-up stone - 0 city,things,stone : 🧳:52:48:70 🏢:80:14:17 🐗:80:85:14:m
1320 landscape storm jungle 59 wild,jungle,storm : ⚡:82:14:12 🦧:19:52:18:m 🐯:60:56:40 🥭:83:84:23
1321 interior rose floor 67 story,people,indoors,rose : 🎲:32:26:14 🦸:48:64:41 🧶:13:90:14
1322 landscape storm jungle 64 wild,jungle,storm : 🌧:30:23:18 🎋:74:46:15 🪴:71:57:17 🦥:88:58:16:m 🐸:35:61:47:m 🌺:72:76:22:m 🧘:12:91:17
1323 surreal dawn street 65 fun,fair,city,dawn : 🏢:31:59:14 🏥:54:61:11:m 🎪:40:32:49 🗑:20:83:29 🚲:49:87:26 🚌:11:66:14
1324 interior teal floor 59 story,people,indoors,teal : ☎:19:28:13 🧶:80:38:13 🚴:45:62:42 🍷:12:80:17 🫖:88:89:15
1325 interior cream floor 63 story,people,indoors,cream : 💻:32:26:16 🪆:83:36:14 🥷:43:63:40:m 🌭:20:90:19:m
1326 surreal day street 64 fun,party,city,day : 🌞:83:18:13 🏛:85:58:14 🍭:43:27:55 ☂:20:86:29
1327 surreal dawn street 58 story,people,city,dawn : 🐦:14:15:12 🏙:57:55:18 🏯:14:50:20:m 💃:62:28:54 🛴:16:80:21:m 🗑:32:90:19
1328 landscape night moss 52 forest,wild,night : 🌠:58:25:19 🪨:78:48:10 🏕:66:47:13 🐿:35:55:42 🍇:22:86:29 🍫:49:89:21:m
1329 crowd dusk street 34 city,buildings : 🎻:84:55:20:m 📦:18:52:21 🧸:21:80:26 🏗:51:51:38:m 🚑:81:17:27 🚚:57:82:19 🧵:82:38:25:m
1330 landscape day street 62 city,buildings,day : 🐦:47:25:12 🏟:16:57:12 🏙:89:38:15 🏭:68:58:38:m ☕:58:91:16 💼:81:86:26
1331 close-up grass - 0 farm,food,grass : 🧺:52:40:69:m 😭:20:8:15 🥵:80:85:16
1332 surreal day sand 57 fun,party,beach,day : ⛱:22:52:12 🏝:89:52:12:m 🎉:60:31:47 🕶:51:89:21 🍉:27:86:24 🏓:45:75:20
1333 close-up grass - 0 food,meal,grass : 🥞:56:45:63 🚣:80:85:17 🍵:20:85:17
1334 landscape day moss 52 forest,calm,day : 🌞:62:12:15 🏕:14:32:19:m 🌲:84:48:11 🪨:44:53:46 🧑:53:86:23:m 🦫:80:86:28:m
1335 landscape fog moss 59 forest,calm,fog : 🌫:51:17:14 🪨:17:51:19 ⛺:87:35:19:m 🏕:53:51:46 📖:79:84:22 🦡:24:85:22
1336 close-up snow - 0 wild,jungle,snow : 🥭:50:47:77:m 🐒:20:85:17 😴:88:12:15:m
1337 landscape night dunes 51 desert,history,night : 🌙:52:14:14 🏛:82:43:19:m 🏜:32:68:42 🥵:16:90:19 🐪:53:92:17 🤔:35:90:18
1338 close-up sky - 0 winter,cold,sky : 🎿:51:49:71 🧊:20:85:18 🤔:80:14:21
1339 surreal storm street 53 sea,island,city,storm : 🏛:47:50:17 🏥:28:48:18 🌋:54:25:48 🏍:12:92:16 🛍:17:74:24
1340 landscape day jungle 52 wild,jungle,day : 🐦:43:14:16 🌺:70:48:10 🦜:88:45:17:m 🦚:35:56:49 🐸:14:82:20 🦧:31:91:19
1341 landscape storm street 57 city,street,storm : ⛈:21:19:14 🏰:50:49:10 🏯:90:53:10 🚑:61:68:39 🗑:20:69:15 🧳:20:85:28 🚓:45:88:15
1342 surreal night street 57 food,meal,city,night : 🏬:32:53:10:m 🏙:48:50:17 🌶:55:26:42 🚗:82:77:24 🎒:65:89:21:m
1343 surreal noon grass 64 food,meal,meadow,noon : ☁:76:18:14 ⛰:9:59:13 🏡:23:59:12 🍎:40:26:49 🐄:88:82:16:m 🌸:75:90:17:m
1344 surreal day sand 57 fun,party,beach,day : ☁:21:14:19 🏝:71:51:19:m 🌴:87:60:18 🎈:61:24:52 💻:19:88:26 ✂:75:75:14
1345 close-up sky - 0 summer,beach,sky : 🍹:43:54:61 📦:20:85:15 🕰:20:18:17:m
1346 surreal noon water 56 fun,party,sea,noon : 🏝:53:50:16:m 🌋:11:50:14 🗼:78:52:11 🪅:54:26:48 🐙:18:88:25 🐡:87:87:19:m
1347 surreal fog street 57 food,meal,city,fog : 🏰:15:49:20 🗽:50:49:19 🏢:33:57:19:m 🍰:46:25:45 🚕:85:90:21
1348 close-up mint - 0 home,things,mint : 🔭:50:42:77 🚤:20:80:21 🛶:80:85:17
1349 landscape dawn street 63 city,buildings,dawn : 🌞:18:15:12 🏥:9:59:11:m 🏫:51:66:44 🚲:19:91:17 🪆:84:87:23:m 🎲:11:79:16
1350 close-up night - 0 wild,jungle,night : 🎋:50:51:77 🐎:20:14:21 🐗:80:89:22
1351 close-up sea - 0 home,things,sea : 🪀:50:47:74 🪞:80:10:21:m 🧶:20:85:18:m
1352 landscape dusk grass 60 nature,home,meadow,dusk : ☁:48:18:15 🛖:87:55:13 🌳:13:52:19:m 🏠:52:61:46 🐛:23:84:30 🌷:79:88:16 🐇:62:85:16
1353 interior slate floor 63 story,people,indoors,slate : ✉:79:32:14 🐉:39:61:39 🎺:12:85:15
1354 close-up earth - 0 food,meal,earth : 🌮:52:53:69 🍷:20:85:14 🥶:20:18:20
1355 landscape dusk street 57 city,street,dusk : 🦇:24:19:17 🏙:87:45:19 🏯:10:52:12 🚓:60:67:46 💼:11:88:14 ☂:26:84:16
1356 close-up forest - 0 home,things,forest : 🪡:45:41:65 👑:60:10:16:m 🧩:80:10:22:m
1357 interior rose floor 59 story,people,indoors,rose : 🧶:32:20:18 🔮:66:25:18 🧛:50:64:49 🍣:87:77:18 📺:16:85:23:m 🎻:87:91:19:m
1358 interior slate floor 62 story,people,indoors,slate : ♟:79:19:17 👻:45:64:46 🪞:88:83:15:m
1359 landscape fog moss 55 forest,wild,fog : 🌫:59:10:16 🪓:14:47:19:m 🦉:59:57:44 🐻:21:79:30
1360 landscape fog jungle 54 wild,jungle,fog : 🌫:84:17:11 🐒:17:59:17:m 🦍:17:46:19 🌿:24:35:13:m 🦜:54:56:47 🎋:14:88:15:m 🦧:28:82:16
1361 interior cream floor 64 story,people,indoors,cream : 🎸:74:20:16 🧘:60:73:39:m 🍪:15:78:20 🍞:87:90:19:m
1362 close-up snow - 0 winter,cold,snow : ⛸:50:44:78 🗻:20:82:21 🦅:40:85:18
1363 interior cream floor 70 story,people,indoors,cream : 🪀:23:36:14 📚:75:36:18 🧝:36:60:49:m 🛁:75:84:24:m 🧀:17:88:25 🧸:51:88:24
1364 close-up sun - 0 nature,flowers,sun : 🐝:49:51:72 🎈:80:85:16 🌸:20:16:22:m
1365 surreal fog street 58 sea,wild,city,fog : 🏗:48:59:12 🏰:86:52:14 🐋:48:33:53:m 🗑:71:86:28 🧘:42:86:25 🧞:12:80:16
1366 surreal dusk field 65 story,people,farm,dusk : 🌙:22:17:19 🌲:66:59:15 🚶:57:34:48 🪆:83:84:21:m
1367 crowd storm grass 32 nature,flowers,meadow : 🦌:13:81:19:m 🌷:47:84:21 🐐:79:36:26:m 🍷:77:19:22:m 🐦:49:16:26:m 🦋:57:58:40:m 🍎:76:85:19:m
1368 surreal noon sand 59 food,meal,beach,noon : 🏝:53:53:16 ⛵:35:52:18 🍔:55:27:50 🥥:20:76:15 🏓:73:91:18
1369 close-up sun - 0 food,meal,sun : 🍜:50:51:68 🥛:20:18:19 🐠:80:85:22
1370 close-up mint - 0 nature,flowers,mint : 🐞:51:54:71:m 💻:20:18:20 💡:20:89:21
1371 crowd dusk street 31 city,buildings : 🚋:85:49:20:m 🏍:73:14:23 ⛴:18:19:25 🎈:83:31:25 🚏:19:38:27 🏢:53:45:38:m 🦅:25:73:24 🛳:48:83:20 🛟:49:21:26:m
1372 landscape fog street 53 city,buildings,fog : ☁:65:21:14 🗼:91:48:13 🏟:78:46:13:m 🏫:12:29:15 🏬:33:53:48 ☕:61:89:24:m 🚗:80:74:29:m 🛴:19:87:26
1373 close-up sand - 0 food,meal,sand : 🍲:52:51:70 🍟:20:18:14 🍐:20:85:15
1374 landscape dusk field 65 farm,animals,dusk : 🦇:22:22:16 🌲:23:51:16 🐈:58:58:47 🦃:47:82:16 🚜:21:86:29 🥕:18:67:26
1375 surreal day water 62 home,things,sea,day : 🌞:77:13:11 🌋:90:57:13 🏝:35:58:11 🧵:36:32:51 🚣:15:81:22 🦑:83:79:22
1376 landscape dusk street 58 city,buildings,dusk : ☁:44:24:17 🏗:89:36:14:m 🏭:36:53:12 🏰:67:57:41 🛴:24:75:23
1377 landscape dusk water 62 sea,boats,dusk : 🌙:49:10:19 🏝:32:55:17:m ⛱:15:56:15 ⚓:66:56:44 🛶:83:87:25 🐙:58:81:23:m
1378 close-up sky - 0 summer,beach,sky : 🏓:48:42:61 🪆:84:14:18:m 🚪:20:85:21:m
1379 surreal storm grass 65 sea,boats,meadow,storm : 🌪:26:8:12 🏠:36:62:17:m 🚤:38:34:54 🦌:37:84:18 🌻:25:73:19:m 🐎:15:86:22
1380 close-up candy - 0 home,things,candy : 🧶:51:45:71 🧵:20:85:15 ✂:20:10:21
1381 crowd dawn field 35 farm,food : 🥦:83:12:23 🐈:86:83:19 🌶:20:13:20 🍅:24:62:21:m 🚜:23:45:26 🥔:55:21:21 🧀:24:85:25 🥚:58:44:40 🍐:48:67:20:m
1382 interior rose floor 59 story,people,indoors,rose : 📷:29:20:17 🧚:62:58:38 🎭:75:86:22 ♟:54:81:22 🪡:18:86:25
1383 interior cream floor 64 story,people,indoors,cream : 🗺:26:21:16 🦖:65:59:39 🌶:89:90:16:m 🔭:77:79:14
1384 close-up sky - 0 home,things,sky : 🖼:51:47:72 ⏰:20:85:19 🍟:80:12:22
1385 crowd fog moss 37 forest,night : 🍎:74:73:20 🍕:15:80:21 🍷:47:24:18 🍅:22:64:21 🦇:52:47:41 🍂:74:26:20 🍑:25:24:21 🍒:17:49:22 🌶:58:87:19
1386 close-up sand - 0 winter,cold,sand : ❄:50:40:76 🛷:20:85:22 ⛷:80:85:17
1387 crowd fog street 31 city,street : 🥞:85:91:20:m 🧳:50:17:24 🥑:75:27:26:m 📱:18:36:26 🚁:84:53:19:m 🚗:45:56:41:m 🥨:69:77:26:m
1388 close-up forest - 0 desert,old,forest : 🏺:53:55:67 ⌛:80:18:14:m 🐪:20:87:19:m
1389 surreal day sand 52 sea,birds,beach,day : ⛱:45:54:16:m 🌞:57:27:55 🦀:21:77:21 🪣:11:91:16:m
1390 interior slate floor 64 home,things,indoors,slate : 🪄:35:19:17 🎻:68:38:12 🛁:51:60:40 👒:76:84:19:m ⏰:89:74:15:m 🫖:24:83:15:m
1391 landscape night water 55 sea,island,night : 🌠:19:18:18 ⛱:22:50:13 🗼:52:67:43 ⛴:81:87:26:m 🛶:18:82:14
1392 surreal fog field 61 sea,boats,farm,fog : ☁:71:10:10 🌲:73:56:13:m 🛟:41:33:52 🌾:82:87:24 🐈:26:87:26:m
1393 landscape dusk moss 62 forest,wild,dusk : 🦇:87:19:13 🏕:15:54:19 ⛺:89:40:16 🌲:32:58:11 🐍:64:61:44 🥁:17:75:23 🪆:11:90:14:m
1394 landscape night dunes 58 desert,history,night : ⭐:61:18:18 🏜:12:52:16:m ⛰:86:51:17 🏛:50:62:47 😌:19:87:25:m 🌵:45:88:24:m
1395 interior teal floor 65 home,things,indoors,teal : 🚪:58:63:44:m 🥁:15:83:18 🍜:12:71:16 🍞:88:82:17
1396 landscape day field 64 farm,animals,day : 🪁:40:17:16 🌲:19:62:11:m 🛖:30:59:12 🏚:89:60:11:m 🐕:59:69:39:m 🎸:89:90:16
1397 landscape day street 60 city,street,day : 🐦:25:24:19 🏭:9:63:12 🏛:21:52:19 🛵:57:53:44:m 🧙:13:83:18:m 🚕:72:86:16
1398 crowd day moss 40 forest,night : 🦇:82:28:20 🍅:23:22:21:m 🐍:21:57:20:m 🍁:76:80:20:m 🍋:84:55:23:m 🥑:17:43:21:m 🍟:51:86:20:m 🍂:47:14:27 🌕:52:43:39
1399 landscape day street 66 city,buildings,day : 🌞:32:11:16 🏗:87:61:13 🗽:10:60:14 🏙:52:61:46 🏍:86:80:19 ☂:76:91:17:m
1400 close-up sand - 0 summer,beach,sand : 🩴:57:53:61:m 🕶:80:85:15 🍳:80:18:21
1401 surreal noon dunes 61 home,things,desert,noon : 🏛:26:54:17:m 🏜:43:56:17 🪆:63:27:52 😴:20:85:28 🐍:83:77:23
1402 landscape night street 51 city,street,night : ⭐:64:22:14 🏗:69:47:11:m 🏰:39:39:14 🏟:80:47:10 🚓:40:61:41:m 🗑:80:85:29 🧳:22:85:30:m 🚲:77:66:27
1403 surreal noon grass 58 sea,wild,meadow,noon : ☀:86:22:11 🏠:87:52:14:m ⛰:73:53:12 🐙:53:30:47 🌼:62:89:15 🐄:83:88:24:m
1404 surreal dusk sand 52 sea,boats,beach,dusk : 🌴:88:46:15 ⛱:22:44:19 ⛴:56:29:45 🦩:21:85:20:m
1405 close-up stone - 0 food,meal,stone : 🍅:51:58:72 🍜:12:91:17:m 🍪:80:91:15:m
1406 crowd fog street 37 city,things : 🧳:56:80:20:m 🧜:86:59:19:m 🚌:19:13:24 🗑:83:22:25 🧛:21:65:23:m 📰:56:46:39 🏛:22:48:25 🧟:76:84:18
1407 close-up dusk - 0 desert,old,dusk : 🗝:48:54:62 🍄:80:85:17 🐎:20:18:17
1408 surreal dawn street 57 sea,birds,city,dawn : 🏫:87:53:11:m 🏗:76:57:10 🦅:54:34:48 🚑:80:86:27:m
1409 surreal dawn dunes 52 food,meal,desert,dawn : 🐦:14:9:20 🏜:38:53:12 🏛:53:54:14:m 🍟:45:30:47:m 🪙:19:88:26 💎:40:80:15
1410 crowd storm street 35 city,things : 🚣:18:76:25 🎈:78:45:19:m 🗼:75:25:26 🏫:65:77:22 🚒:84:86:22:m 🎒:42:81:24 🗑:42:56:38 🏯:46:28:26:m
1411 interior slate floor 58 home,things,indoors,slate : 📷:79:29:18 📺:46:62:47:m 🧺:82:77:22 🪣:66:88:21:m
1412 close-up earth - 0 food,meal,earth : 🫖:50:51:74 🍰:20:87:20 ☁:80:87:20
1413 interior teal floor 67 story,people,indoors,teal : 📦:27:31:16 🧦:85:34:16 🤺:46:63:41 🍝:15:79:22:m 🍣:88:88:15 🧝:23:92:15
1414 landscape dusk sand 51 summer,beach,dusk : 🦇:24:19:18 🌴:63:39:19 🏝:46:41:11 🏖:57:64:49 🍜:22:85:28:m 🍵:83:89:24
1415 landscape storm street 52 city,buildings,storm : 🌪:62:11:17 🏯:65:47:13 🏛:79:48:11:m 🏢:63:37:13 🏭:34:50:40:m 😬:71:85:27 🥵:47:87:16
1416 landscape dusk grass 55 nature,animals,meadow,dusk : ☁:78:16:12 🏠:77:39:15 ⛰:37:48:17 🛖:8:51:10 🐐:70:61:41 🍀:81:92:15:m 🌻:19:90:21 🦊:38:92:15
1417 surreal fog street 61 sea,island,city,fog : ☁:77:23:14 🗼:34:57:10 🏰:90:56:12 🏝:44:31:45 🚕:22:81:26 💼:48:80:25
1418 close-up candy - 0 food,meal,candy : 🍣:49:56:72 🍐:20:21:21 🥨:80:18:15
1419 landscape dusk snow 58 winter,mountain,snow,dusk : 🦇:53:24:17 🗻:11:52:16 🏔:63:63:41 🐧:36:82:20 🧤:58:88:24 ❄:83:85:25
1420 landscape storm water 61 sea,boats,storm : ⛈:16:16:18 ⛱:70:56:13 🌋:89:55:14:m 🛳:38:62:42 🤔:60:85:29 🛟:31:88:26
"""
